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
#define STATE_COUNT 256
#define LARGE_STATE_COUNT 4
#define SYMBOL_COUNT 140
#define ALIAS_COUNT 2
#define TOKEN_COUNT 66
#define EXTERNAL_TOKEN_COUNT 6
#define FIELD_COUNT 27
#define MAX_ALIAS_SEQUENCE_LENGTH 5
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
  sym__error_sentinel = 65,
  sym_source_file = 66,
  sym__statement = 67,
  sym_job_statement = 68,
  sym_final_statement = 69,
  sym_provisioner_statement = 70,
  sym_service_statement = 71,
  sym__node_arguments = 72,
  sym_subdag_statement = 73,
  sym__node_option = 74,
  sym_dir_option = 75,
  sym_noop = 76,
  sym_done = 77,
  sym_inline_description = 78,
  sym_splice_statement = 79,
  sym_submit_description_statement = 80,
  sym_dependency_statement = 81,
  sym_connect_statement = 82,
  sym_pin_in_statement = 83,
  sym_pin_out_statement = 84,
  sym__node_number = 85,
  sym_script_statement = 86,
  sym_defer_option = 87,
  sym_debug_option = 88,
  sym_debug_stream = 89,
  sym_script_command = 90,
  sym_pre_skip_statement = 91,
  sym_retry_statement = 92,
  sym_unless_exit = 93,
  sym_abort_dag_on_statement = 94,
  sym_return_option = 95,
  sym_vars_statement = 96,
  sym_variable_assignment = 97,
  sym_value = 98,
  sym_priority_statement = 99,
  sym_tolerance_statement = 100,
  sym_done_statement = 101,
  sym_category_statement = 102,
  sym_maxjobs_statement = 103,
  sym_save_point_file_statement = 104,
  sym_include_statement = 105,
  sym_config_statement = 106,
  sym_jobstate_log_statement = 107,
  sym__file_argument = 108,
  sym_dot_statement = 109,
  sym_dot_include = 110,
  sym_node_status_file_statement = 111,
  sym_set_job_attr_statement = 112,
  sym_env_statement = 113,
  sym_reject_statement = 114,
  sym_unknown_statement = 115,
  sym_node_name = 116,
  sym_splice_name = 117,
  sym_description_name = 118,
  sym_category_name = 119,
  sym_path = 120,
  sym_number = 121,
  sym_unexpected = 122,
  sym_argument_text = 123,
  sym__word = 124,
  aux_sym_source_file_repeat1 = 125,
  aux_sym__node_arguments_repeat1 = 126,
  aux_sym_splice_statement_repeat1 = 127,
  aux_sym_submit_description_statement_repeat1 = 128,
  aux_sym_submit_description_statement_repeat2 = 129,
  aux_sym_dependency_statement_repeat1 = 130,
  aux_sym_dependency_statement_repeat2 = 131,
  aux_sym_script_statement_repeat1 = 132,
  aux_sym_script_command_repeat1 = 133,
  aux_sym_retry_statement_repeat1 = 134,
  aux_sym_abort_dag_on_statement_repeat1 = 135,
  aux_sym_vars_statement_repeat1 = 136,
  aux_sym_tolerance_statement_repeat1 = 137,
  aux_sym_dot_statement_repeat1 = 138,
  aux_sym_node_status_file_statement_repeat1 = 139,
  alias_sym_ignored = 140,
  alias_sym_unknown_command = 141,
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
  [sym__error_sentinel] = "_error_sentinel",
  [sym_source_file] = "source_file",
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
  [sym__error_sentinel] = sym__error_sentinel,
  [sym_source_file] = sym_source_file,
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
  [sym__error_sentinel] = {
    .visible = false,
    .named = true,
  },
  [sym_source_file] = {
    .visible = true,
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
  [111] = 111,
  [112] = 112,
  [113] = 113,
  [114] = 114,
  [115] = 115,
  [116] = 116,
  [117] = 117,
  [118] = 27,
  [119] = 40,
  [120] = 39,
  [121] = 39,
  [122] = 41,
  [123] = 41,
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
  [138] = 138,
  [139] = 139,
  [140] = 140,
  [141] = 141,
  [142] = 142,
  [143] = 143,
  [144] = 144,
  [145] = 145,
  [146] = 146,
  [147] = 147,
  [148] = 148,
  [149] = 96,
  [150] = 150,
  [151] = 20,
  [152] = 152,
  [153] = 103,
  [154] = 154,
  [155] = 117,
  [156] = 156,
  [157] = 40,
  [158] = 41,
  [159] = 159,
  [160] = 117,
  [161] = 161,
  [162] = 162,
  [163] = 163,
  [164] = 164,
  [165] = 165,
  [166] = 166,
  [167] = 167,
  [168] = 168,
  [169] = 41,
  [170] = 170,
  [171] = 66,
  [172] = 172,
  [173] = 110,
  [174] = 41,
  [175] = 172,
  [176] = 176,
  [177] = 117,
  [178] = 41,
  [179] = 172,
  [180] = 180,
  [181] = 117,
  [182] = 40,
  [183] = 39,
  [184] = 41,
  [185] = 40,
  [186] = 186,
  [187] = 40,
  [188] = 41,
  [189] = 189,
  [190] = 41,
  [191] = 41,
  [192] = 192,
  [193] = 143,
  [194] = 39,
  [195] = 195,
  [196] = 196,
  [197] = 172,
  [198] = 163,
  [199] = 199,
  [200] = 180,
  [201] = 114,
  [202] = 186,
  [203] = 203,
  [204] = 162,
  [205] = 109,
  [206] = 115,
  [207] = 116,
  [208] = 117,
  [209] = 209,
  [210] = 210,
  [211] = 211,
  [212] = 39,
  [213] = 41,
  [214] = 40,
  [215] = 172,
  [216] = 216,
  [217] = 41,
  [218] = 40,
  [219] = 210,
  [220] = 41,
  [221] = 221,
  [222] = 172,
  [223] = 223,
  [224] = 41,
  [225] = 225,
  [226] = 226,
  [227] = 227,
  [228] = 228,
  [229] = 221,
  [230] = 223,
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
  [246] = 41,
  [247] = 247,
  [248] = 228,
  [249] = 242,
  [250] = 250,
  [251] = 251,
  [252] = 252,
  [253] = 253,
  [254] = 251,
  [255] = 253,
};

static bool ts_lex(TSLexer *lexer, TSStateId state) {
  START_LEXER();
  eof = lexer->eof(lexer);
  switch (state) {
    case 0:
      if (eof) ADVANCE(286);
      ADVANCE_MAP(
        '\n', 287,
        '#', 291,
        '/', 8,
        '=', 339,
        'A', 48,
        'a', 48,
        'C', 25,
        'c', 25,
        'D', 68,
        'd', 68,
        'E', 154,
        'e', 154,
        'F', 39,
        'f', 39,
        'G', 84,
        'g', 84,
        'H', 163,
        'h', 163,
        'I', 146,
        'i', 146,
        'J', 164,
        'j', 164,
        'M', 26,
        'm', 26,
        'N', 165,
        'n', 165,
        'O', 246,
        'o', 246,
        'P', 30,
        'p', 30,
        'R', 69,
        'r', 69,
        'S', 38,
        's', 38,
        'T', 166,
        't', 166,
        'U', 155,
        'u', 155,
        'V', 31,
        'v', 31,
        'W', 29,
        'w', 29,
      );
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(0);
      END_STATE();
    case 1:
      if (lookahead == '\n') ADVANCE(287);
      if (lookahead == '=') ADVANCE(339);
      if (lookahead == '\\') ADVANCE(343);
      if (lookahead == 0x0b ||
          lookahead == '\f') ADVANCE(340);
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(1);
      if (lookahead != 0 &&
          lookahead != '"' &&
          lookahead != '\'') ADVANCE(357);
      END_STATE();
    case 2:
      if (lookahead == '\n') ADVANCE(287);
      if (lookahead == '\\') ADVANCE(343);
      if (lookahead == 'A' ||
          lookahead == 'a') ADVANCE(353);
      if (lookahead == 'P' ||
          lookahead == 'p') ADVANCE(356);
      if (lookahead == 0x0b ||
          lookahead == '\f') ADVANCE(341);
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(2);
      if (lookahead != 0 &&
          lookahead != '"' &&
          lookahead != '\'' &&
          lookahead != '=') ADVANCE(357);
      END_STATE();
    case 3:
      if (lookahead == '\n') ADVANCE(287);
      if (lookahead == '\\') ADVANCE(343);
      if (lookahead == 0x0b ||
          lookahead == '\f') ADVANCE(342);
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(3);
      if (lookahead != 0 &&
          lookahead != '"' &&
          lookahead != '\'' &&
          lookahead != '=') ADVANCE(357);
      END_STATE();
    case 4:
      if (lookahead == '"') ADVANCE(6);
      if (lookahead == '\'') ADVANCE(7);
      if (lookahead == '=') ADVANCE(680);
      if (lookahead == '\\') ADVANCE(4);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(385);
      END_STATE();
    case 5:
      if (lookahead == '"') ADVANCE(6);
      if (lookahead == '\'') ADVANCE(7);
      if (lookahead == '\\') ADVANCE(5);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 6:
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\\') ADVANCE(263);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(6);
      END_STATE();
    case 7:
      if (lookahead == '\'') ADVANCE(680);
      if (lookahead == '\\') ADVANCE(264);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(7);
      END_STATE();
    case 8:
      if (lookahead == '/') ADVANCE(291);
      END_STATE();
    case 9:
      if (lookahead == '\\') ADVANCE(9);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ' &&
          lookahead != '"' &&
          lookahead != '\'' &&
          lookahead != '=') ADVANCE(357);
      END_STATE();
    case 10:
      if (lookahead == '\\') ADVANCE(10);
      if (lookahead == '\t' ||
          lookahead == '\r' ||
          lookahead == ' ') ADVANCE(260);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n') ADVANCE(381);
      END_STATE();
    case 11:
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(338);
      END_STATE();
    case 12:
      if (lookahead == '-' ||
          lookahead == '_') ADVANCE(118);
      END_STATE();
    case 13:
      if (lookahead == '-' ||
          lookahead == '_') ADVANCE(176);
      END_STATE();
    case 14:
      if (lookahead == '-' ||
          lookahead == '_') ADVANCE(102);
      END_STATE();
    case 15:
      if (lookahead == '-' ||
          lookahead == '_') ADVANCE(103);
      END_STATE();
    case 16:
      if (lookahead == '-' ||
          lookahead == '_') ADVANCE(179);
      END_STATE();
    case 17:
      if (lookahead == '-' ||
          lookahead == '_') ADVANCE(244);
      END_STATE();
    case 18:
      if (lookahead == '-' ||
          lookahead == '_') ADVANCE(141);
      END_STATE();
    case 19:
      if (lookahead == '-' ||
          lookahead == '_') ADVANCE(86);
      END_STATE();
    case 20:
      if (lookahead == '-' ||
          lookahead == '_') ADVANCE(210);
      END_STATE();
    case 21:
      if (lookahead == '-' ||
          lookahead == '_') ADVANCE(63);
      END_STATE();
    case 22:
      if (lookahead == '-' ||
          lookahead == '_') ADVANCE(65);
      END_STATE();
    case 23:
      if (lookahead == '-' ||
          lookahead == '_') ADVANCE(173);
      END_STATE();
    case 24:
      if (lookahead == '-' ||
          lookahead == '_') ADVANCE(104);
      END_STATE();
    case 25:
      if (lookahead == 'A' ||
          lookahead == 'a') ADVANCE(225);
      if (lookahead == 'H' ||
          lookahead == 'h') ADVANCE(122);
      if (lookahead == 'O' ||
          lookahead == 'o') ADVANCE(147);
      END_STATE();
    case 26:
      if (lookahead == 'A' ||
          lookahead == 'a') ADVANCE(254);
      END_STATE();
    case 27:
      if (lookahead == 'A' ||
          lookahead == 'a') ADVANCE(133);
      END_STATE();
    case 28:
      if (lookahead == 'A' ||
          lookahead == 'a') ADVANCE(259);
      END_STATE();
    case 29:
      if (lookahead == 'A' ||
          lookahead == 'a') ADVANCE(114);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(27);
      END_STATE();
    case 30:
      ADVANCE_MAP(
        'A', 198,
        'a', 198,
        'I', 149,
        'i', 149,
        'O', 205,
        'o', 205,
        'R', 70,
        'r', 70,
      );
      END_STATE();
    case 31:
      if (lookahead == 'A' ||
          lookahead == 'a') ADVANCE(188);
      END_STATE();
    case 32:
      if (lookahead == 'A' ||
          lookahead == 'a') ADVANCE(107);
      END_STATE();
    case 33:
      if (lookahead == 'A' ||
          lookahead == 'a') ADVANCE(109);
      END_STATE();
    case 34:
      if (lookahead == 'A' ||
          lookahead == 'a') ADVANCE(134);
      END_STATE();
    case 35:
      if (lookahead == 'A' ||
          lookahead == 'a') ADVANCE(135);
      END_STATE();
    case 36:
      if (lookahead == 'A' ||
          lookahead == 'a') ADVANCE(226);
      END_STATE();
    case 37:
      if (lookahead == 'A' ||
          lookahead == 'a') ADVANCE(160);
      END_STATE();
    case 38:
      ADVANCE_MAP(
        'A', 248,
        'a', 248,
        'C', 190,
        'c', 190,
        'E', 196,
        'e', 196,
        'P', 140,
        'p', 140,
        'U', 47,
        'u', 47,
      );
      END_STATE();
    case 39:
      if (lookahead == 'A' ||
          lookahead == 'a') ADVANCE(115);
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(157);
      END_STATE();
    case 40:
      if (lookahead == 'A' ||
          lookahead == 'a') ADVANCE(229);
      END_STATE();
    case 41:
      if (lookahead == 'A' ||
          lookahead == 'a') ADVANCE(211);
      END_STATE();
    case 42:
      if (lookahead == 'A' ||
          lookahead == 'a') ADVANCE(232);
      END_STATE();
    case 43:
      if (lookahead == 'A' ||
          lookahead == 'a') ADVANCE(234);
      END_STATE();
    case 44:
      if (lookahead == 'A' ||
          lookahead == 'a') ADVANCE(235);
      END_STATE();
    case 45:
      if (lookahead == 'B' ||
          lookahead == 'b') ADVANCE(240);
      if (lookahead == 'F' ||
          lookahead == 'f') ADVANCE(93);
      END_STATE();
    case 46:
      if (lookahead == 'B' ||
          lookahead == 'b') ADVANCE(295);
      END_STATE();
    case 47:
      if (lookahead == 'B' ||
          lookahead == 'b') ADVANCE(62);
      END_STATE();
    case 48:
      if (lookahead == 'B' ||
          lookahead == 'b') ADVANCE(168);
      if (lookahead == 'L' ||
          lookahead == 'l') ADVANCE(251);
      if (lookahead == 'P' ||
          lookahead == 'p') ADVANCE(178);
      END_STATE();
    case 49:
      if (lookahead == 'B' ||
          lookahead == 'b') ADVANCE(204);
      END_STATE();
    case 50:
      if (lookahead == 'C' ||
          lookahead == 'c') ADVANCE(137);
      END_STATE();
    case 51:
      if (lookahead == 'C' ||
          lookahead == 'c') ADVANCE(218);
      END_STATE();
    case 52:
      if (lookahead == 'C' ||
          lookahead == 'c') ADVANCE(73);
      END_STATE();
    case 53:
      if (lookahead == 'C' ||
          lookahead == 'c') ADVANCE(220);
      END_STATE();
    case 54:
      if (lookahead == 'C' ||
          lookahead == 'c') ADVANCE(76);
      END_STATE();
    case 55:
      if (lookahead == 'C' ||
          lookahead == 'c') ADVANCE(78);
      END_STATE();
    case 56:
      if (lookahead == 'C' ||
          lookahead == 'c') ADVANCE(197);
      END_STATE();
    case 57:
      if (lookahead == 'D' ||
          lookahead == 'd') ADVANCE(328);
      END_STATE();
    case 58:
      if (lookahead == 'D' ||
          lookahead == 'd') ADVANCE(323);
      END_STATE();
    case 59:
      if (lookahead == 'D' ||
          lookahead == 'd') ADVANCE(11);
      END_STATE();
    case 60:
      if (lookahead == 'D' ||
          lookahead == 'd') ADVANCE(88);
      if (lookahead == 'O' ||
          lookahead == 'o') ADVANCE(177);
      END_STATE();
    case 61:
      if (lookahead == 'D' ||
          lookahead == 'd') ADVANCE(40);
      END_STATE();
    case 62:
      if (lookahead == 'D' ||
          lookahead == 'd') ADVANCE(32);
      if (lookahead == 'M' ||
          lookahead == 'm') ADVANCE(126);
      END_STATE();
    case 63:
      if (lookahead == 'D' ||
          lookahead == 'd') ADVANCE(33);
      END_STATE();
    case 64:
      if (lookahead == 'D' ||
          lookahead == 'd') ADVANCE(75);
      END_STATE();
    case 65:
      if (lookahead == 'D' ||
          lookahead == 'd') ADVANCE(94);
      END_STATE();
    case 66:
      if (lookahead == 'D' ||
          lookahead == 'd') ADVANCE(43);
      END_STATE();
    case 67:
      if (lookahead == 'D' ||
          lookahead == 'd') ADVANCE(44);
      END_STATE();
    case 68:
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(45);
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(184);
      if (lookahead == 'O' ||
          lookahead == 'o') ADVANCE(148);
      END_STATE();
    case 69:
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(132);
      END_STATE();
    case 70:
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(328);
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(172);
      if (lookahead == 'O' ||
          lookahead == 'o') ADVANCE(247);
      END_STATE();
    case 71:
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(110);
      END_STATE();
    case 72:
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(303);
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(13);
      END_STATE();
    case 73:
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(319);
      END_STATE();
    case 74:
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(369);
      END_STATE();
    case 75:
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(365);
      END_STATE();
    case 76:
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(298);
      END_STATE();
    case 77:
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(371);
      END_STATE();
    case 78:
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(359);
      END_STATE();
    case 79:
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(370);
      END_STATE();
    case 80:
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(374);
      END_STATE();
    case 81:
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(372);
      END_STATE();
    case 82:
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(364);
      END_STATE();
    case 83:
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(373);
      END_STATE();
    case 84:
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(214);
      END_STATE();
    case 85:
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(51);
      END_STATE();
    case 86:
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(255);
      END_STATE();
    case 87:
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(212);
      END_STATE();
    case 88:
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(20);
      END_STATE();
    case 89:
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(156);
      END_STATE();
    case 90:
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(16);
      END_STATE();
    case 91:
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(158);
      END_STATE();
    case 92:
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(187);
      END_STATE();
    case 93:
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(185);
      END_STATE();
    case 94:
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(206);
      END_STATE();
    case 95:
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(200);
      END_STATE();
    case 96:
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(18);
      END_STATE();
    case 97:
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(195);
      END_STATE();
    case 98:
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(186);
      END_STATE();
    case 99:
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(53);
      END_STATE();
    case 100:
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(202);
      END_STATE();
    case 101:
      if (lookahead == 'F' ||
          lookahead == 'f') ADVANCE(113);
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(99);
      END_STATE();
    case 102:
      if (lookahead == 'F' ||
          lookahead == 'f') ADVANCE(41);
      END_STATE();
    case 103:
      if (lookahead == 'F' ||
          lookahead == 'f') ADVANCE(125);
      END_STATE();
    case 104:
      if (lookahead == 'F' ||
          lookahead == 'f') ADVANCE(127);
      END_STATE();
    case 105:
      if (lookahead == 'G' ||
          lookahead == 'g') ADVANCE(330);
      END_STATE();
    case 106:
      if (lookahead == 'G' ||
          lookahead == 'g') ADVANCE(366);
      END_STATE();
    case 107:
      if (lookahead == 'G' ||
          lookahead == 'g') ADVANCE(299);
      END_STATE();
    case 108:
      if (lookahead == 'G' ||
          lookahead == 'g') ADVANCE(367);
      END_STATE();
    case 109:
      if (lookahead == 'G' ||
          lookahead == 'g') ADVANCE(23);
      END_STATE();
    case 110:
      if (lookahead == 'G' ||
          lookahead == 'g') ADVANCE(175);
      END_STATE();
    case 111:
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(180);
      END_STATE();
    case 112:
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(52);
      END_STATE();
    case 113:
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(106);
      END_STATE();
    case 114:
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(216);
      END_STATE();
    case 115:
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(139);
      END_STATE();
    case 116:
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(208);
      END_STATE();
    case 117:
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(170);
      END_STATE();
    case 118:
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(150);
      if (lookahead == 'O' ||
          lookahead == 'o') ADVANCE(242);
      END_STATE();
    case 119:
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(161);
      END_STATE();
    case 120:
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(224);
      END_STATE();
    case 121:
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(223);
      END_STATE();
    case 122:
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(138);
      END_STATE();
    case 123:
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(181);
      END_STATE();
    case 124:
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(54);
      END_STATE();
    case 125:
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(143);
      END_STATE();
    case 126:
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(228);
      END_STATE();
    case 127:
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(144);
      END_STATE();
    case 128:
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(174);
      END_STATE();
    case 129:
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(233);
      END_STATE();
    case 130:
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(236);
      END_STATE();
    case 131:
      if (lookahead == 'J' ||
          lookahead == 'j') ADVANCE(167);
      END_STATE();
    case 132:
      if (lookahead == 'J' ||
          lookahead == 'j') ADVANCE(85);
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(189);
      END_STATE();
    case 133:
      if (lookahead == 'K' ||
          lookahead == 'k') ADVANCE(321);
      END_STATE();
    case 134:
      if (lookahead == 'L' ||
          lookahead == 'l') ADVANCE(296);
      END_STATE();
    case 135:
      if (lookahead == 'L' ||
          lookahead == 'l') ADVANCE(300);
      END_STATE();
    case 136:
      if (lookahead == 'L' ||
          lookahead == 'l') ADVANCE(57);
      END_STATE();
    case 137:
      if (lookahead == 'L' ||
          lookahead == 'l') ADVANCE(241);
      END_STATE();
    case 138:
      if (lookahead == 'L' ||
          lookahead == 'l') ADVANCE(58);
      END_STATE();
    case 139:
      if (lookahead == 'L' ||
          lookahead == 'l') ADVANCE(14);
      END_STATE();
    case 140:
      if (lookahead == 'L' ||
          lookahead == 'l') ADVANCE(112);
      END_STATE();
    case 141:
      if (lookahead == 'L' ||
          lookahead == 'l') ADVANCE(169);
      END_STATE();
    case 142:
      if (lookahead == 'L' ||
          lookahead == 'l') ADVANCE(87);
      END_STATE();
    case 143:
      if (lookahead == 'L' ||
          lookahead == 'l') ADVANCE(82);
      END_STATE();
    case 144:
      if (lookahead == 'L' ||
          lookahead == 'l') ADVANCE(83);
      END_STATE();
    case 145:
      if (lookahead == 'L' ||
          lookahead == 'l') ADVANCE(97);
      END_STATE();
    case 146:
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(50);
      END_STATE();
    case 147:
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(101);
      END_STATE();
    case 148:
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(72);
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(368);
      END_STATE();
    case 149:
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(12);
      END_STATE();
    case 150:
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(325);
      END_STATE();
    case 151:
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(335);
      END_STATE();
    case 152:
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(334);
      END_STATE();
    case 153:
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(320);
      END_STATE();
    case 154:
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(245);
      if (lookahead == 'X' ||
          lookahead == 'x') ADVANCE(238);
      END_STATE();
    case 155:
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(142);
      if (lookahead == 'P' ||
          lookahead == 'p') ADVANCE(61);
      END_STATE();
    case 156:
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(59);
      END_STATE();
    case 157:
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(34);
      END_STATE();
    case 158:
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(217);
      END_STATE();
    case 159:
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(35);
      END_STATE();
    case 160:
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(55);
      END_STATE();
    case 161:
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(231);
      END_STATE();
    case 162:
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(98);
      END_STATE();
    case 163:
      if (lookahead == 'O' ||
          lookahead == 'o') ADVANCE(136);
      END_STATE();
    case 164:
      if (lookahead == 'O' ||
          lookahead == 'o') ADVANCE(46);
      END_STATE();
    case 165:
      if (lookahead == 'O' ||
          lookahead == 'o') ADVANCE(60);
      END_STATE();
    case 166:
      if (lookahead == 'O' ||
          lookahead == 'o') ADVANCE(145);
      END_STATE();
    case 167:
      if (lookahead == 'O' ||
          lookahead == 'o') ADVANCE(49);
      END_STATE();
    case 168:
      if (lookahead == 'O' ||
          lookahead == 'o') ADVANCE(192);
      END_STATE();
    case 169:
      if (lookahead == 'O' ||
          lookahead == 'o') ADVANCE(108);
      END_STATE();
    case 170:
      if (lookahead == 'O' ||
          lookahead == 'o') ADVANCE(162);
      END_STATE();
    case 171:
      if (lookahead == 'O' ||
          lookahead == 'o') ADVANCE(119);
      END_STATE();
    case 172:
      if (lookahead == 'O' ||
          lookahead == 'o') ADVANCE(199);
      END_STATE();
    case 173:
      if (lookahead == 'O' ||
          lookahead == 'o') ADVANCE(152);
      END_STATE();
    case 174:
      if (lookahead == 'O' ||
          lookahead == 'o') ADVANCE(153);
      END_STATE();
    case 175:
      if (lookahead == 'O' ||
          lookahead == 'o') ADVANCE(191);
      END_STATE();
    case 176:
      if (lookahead == 'O' ||
          lookahead == 'o') ADVANCE(250);
      if (lookahead == 'U' ||
          lookahead == 'u') ADVANCE(182);
      END_STATE();
    case 177:
      if (lookahead == 'P' ||
          lookahead == 'p') ADVANCE(302);
      END_STATE();
    case 178:
      if (lookahead == 'P' ||
          lookahead == 'p') ADVANCE(89);
      END_STATE();
    case 179:
      if (lookahead == 'P' ||
          lookahead == 'p') ADVANCE(171);
      END_STATE();
    case 180:
      if (lookahead == 'P' ||
          lookahead == 'p') ADVANCE(219);
      END_STATE();
    case 181:
      if (lookahead == 'P' ||
          lookahead == 'p') ADVANCE(237);
      END_STATE();
    case 182:
      if (lookahead == 'P' ||
          lookahead == 'p') ADVANCE(66);
      END_STATE();
    case 183:
      if (lookahead == 'P' ||
          lookahead == 'p') ADVANCE(67);
      END_STATE();
    case 184:
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(301);
      END_STATE();
    case 185:
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(329);
      END_STATE();
    case 186:
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(297);
      END_STATE();
    case 187:
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(252);
      END_STATE();
    case 188:
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(203);
      END_STATE();
    case 189:
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(256);
      if (lookahead == 'U' ||
          lookahead == 'u') ADVANCE(194);
      END_STATE();
    case 190:
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(111);
      END_STATE();
    case 191:
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(257);
      END_STATE();
    case 192:
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(227);
      END_STATE();
    case 193:
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(129);
      END_STATE();
    case 194:
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(151);
      END_STATE();
    case 195:
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(37);
      END_STATE();
    case 196:
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(249);
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(377);
      END_STATE();
    case 197:
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(123);
      END_STATE();
    case 198:
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(91);
      END_STATE();
    case 199:
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(120);
      END_STATE();
    case 200:
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(159);
      END_STATE();
    case 201:
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(130);
      END_STATE();
    case 202:
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(253);
      END_STATE();
    case 203:
      if (lookahead == 'S' ||
          lookahead == 's') ADVANCE(336);
      END_STATE();
    case 204:
      if (lookahead == 'S' ||
          lookahead == 's') ADVANCE(363);
      END_STATE();
    case 205:
      if (lookahead == 'S' ||
          lookahead == 's') ADVANCE(215);
      END_STATE();
    case 206:
      if (lookahead == 'S' ||
          lookahead == 's') ADVANCE(56);
      END_STATE();
    case 207:
      if (lookahead == 'S' ||
          lookahead == 's') ADVANCE(17);
      END_STATE();
    case 208:
      if (lookahead == 'S' ||
          lookahead == 's') ADVANCE(117);
      END_STATE();
    case 209:
      if (lookahead == 'S' ||
          lookahead == 's') ADVANCE(19);
      END_STATE();
    case 210:
      if (lookahead == 'S' ||
          lookahead == 's') ADVANCE(230);
      END_STATE();
    case 211:
      if (lookahead == 'S' ||
          lookahead == 's') ADVANCE(222);
      END_STATE();
    case 212:
      if (lookahead == 'S' ||
          lookahead == 's') ADVANCE(209);
      END_STATE();
    case 213:
      if (lookahead == 'S' ||
          lookahead == 's') ADVANCE(24);
      END_STATE();
    case 214:
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(378);
      END_STATE();
    case 215:
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(328);
      END_STATE();
    case 216:
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(361);
      END_STATE();
    case 217:
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(322);
      END_STATE();
    case 218:
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(379);
      END_STATE();
    case 219:
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(327);
      END_STATE();
    case 220:
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(324);
      END_STATE();
    case 221:
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(326);
      END_STATE();
    case 222:
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(360);
      END_STATE();
    case 223:
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(333);
      END_STATE();
    case 224:
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(258);
      END_STATE();
    case 225:
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(71);
      END_STATE();
    case 226:
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(243);
      END_STATE();
    case 227:
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(21);
      END_STATE();
    case 228:
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(22);
      END_STATE();
    case 229:
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(74);
      END_STATE();
    case 230:
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(36);
      END_STATE();
    case 231:
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(15);
      END_STATE();
    case 232:
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(96);
      END_STATE();
    case 233:
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(77);
      END_STATE();
    case 234:
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(79);
      END_STATE();
    case 235:
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(80);
      END_STATE();
    case 236:
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(81);
      END_STATE();
    case 237:
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(128);
      END_STATE();
    case 238:
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(95);
      END_STATE();
    case 239:
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(42);
      END_STATE();
    case 240:
      if (lookahead == 'U' ||
          lookahead == 'u') ADVANCE(105);
      END_STATE();
    case 241:
      if (lookahead == 'U' ||
          lookahead == 'u') ADVANCE(64);
      END_STATE();
    case 242:
      if (lookahead == 'U' ||
          lookahead == 'u') ADVANCE(221);
      END_STATE();
    case 243:
      if (lookahead == 'U' ||
          lookahead == 'u') ADVANCE(213);
      END_STATE();
    case 244:
      if (lookahead == 'U' ||
          lookahead == 'u') ADVANCE(183);
      END_STATE();
    case 245:
      if (lookahead == 'V' ||
          lookahead == 'v') ADVANCE(376);
      END_STATE();
    case 246:
      if (lookahead == 'V' ||
          lookahead == 'v') ADVANCE(92);
      END_STATE();
    case 247:
      if (lookahead == 'V' ||
          lookahead == 'v') ADVANCE(116);
      END_STATE();
    case 248:
      if (lookahead == 'V' ||
          lookahead == 'v') ADVANCE(90);
      END_STATE();
    case 249:
      if (lookahead == 'V' ||
          lookahead == 'v') ADVANCE(124);
      END_STATE();
    case 250:
      if (lookahead == 'V' ||
          lookahead == 'v') ADVANCE(100);
      END_STATE();
    case 251:
      if (lookahead == 'W' ||
          lookahead == 'w') ADVANCE(28);
      END_STATE();
    case 252:
      if (lookahead == 'W' ||
          lookahead == 'w') ADVANCE(193);
      END_STATE();
    case 253:
      if (lookahead == 'W' ||
          lookahead == 'w') ADVANCE(201);
      END_STATE();
    case 254:
      if (lookahead == 'X' ||
          lookahead == 'x') ADVANCE(131);
      END_STATE();
    case 255:
      if (lookahead == 'X' ||
          lookahead == 'x') ADVANCE(121);
      END_STATE();
    case 256:
      if (lookahead == 'Y' ||
          lookahead == 'y') ADVANCE(332);
      END_STATE();
    case 257:
      if (lookahead == 'Y' ||
          lookahead == 'y') ADVANCE(362);
      END_STATE();
    case 258:
      if (lookahead == 'Y' ||
          lookahead == 'y') ADVANCE(358);
      END_STATE();
    case 259:
      if (lookahead == 'Y' ||
          lookahead == 'y') ADVANCE(207);
      END_STATE();
    case 260:
      if (lookahead == '\t' ||
          lookahead == '\r' ||
          lookahead == ' ') ADVANCE(260);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\\') ADVANCE(381);
      END_STATE();
    case 261:
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(683);
      END_STATE();
    case 262:
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(684);
      END_STATE();
    case 263:
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(6);
      END_STATE();
    case 264:
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(7);
      END_STATE();
    case 265:
      if (eof) ADVANCE(286);
      ADVANCE_MAP(
        '\n', 287,
        '"', 683,
        '#', 289,
        '\'', 684,
        '/', 383,
        '\\', 682,
        'A', 440,
        'a', 440,
        'C', 415,
        'c', 415,
        'D', 567,
        'd', 567,
        'E', 553,
        'e', 553,
        'F', 511,
        'f', 511,
        'I', 554,
        'i', 554,
        'J', 569,
        'j', 569,
        'M', 416,
        'm', 416,
        'N', 568,
        'n', 568,
        'P', 417,
        'p', 417,
        'R', 473,
        'r', 473,
        'S', 420,
        's', 420,
        'T', 570,
        't', 570,
        'V', 421,
        'v', 421,
        'W', 479,
        'w', 479,
        0x0b, 382,
        '\f', 382,
      );
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(265);
      if (lookahead != 0) ADVANCE(680);
      END_STATE();
    case 266:
      if (eof) ADVANCE(286);
      if (lookahead == '\n') ADVANCE(287);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '=') ADVANCE(680);
      if (lookahead == '\\') ADVANCE(681);
      if (lookahead == 0x0b ||
          lookahead == '\f') ADVANCE(384);
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(266);
      if (lookahead != 0) ADVANCE(385);
      END_STATE();
    case 267:
      if (eof) ADVANCE(286);
      if (lookahead == '\n') ADVANCE(287);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(682);
      if (lookahead == 'A' ||
          lookahead == 'a') ADVANCE(539);
      if (lookahead == 0x0b ||
          lookahead == '\f') ADVANCE(386);
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(267);
      if (lookahead != 0) ADVANCE(680);
      END_STATE();
    case 268:
      if (eof) ADVANCE(286);
      ADVANCE_MAP(
        '\n', 287,
        '"', 683,
        '\'', 684,
        '\\', 682,
        'C', 506,
        'c', 506,
        'P', 418,
        'p', 418,
        0x0b, 387,
        '\f', 387,
      );
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(268);
      if (lookahead != 0) ADVANCE(680);
      END_STATE();
    case 269:
      if (eof) ADVANCE(286);
      if (lookahead == '\n') ADVANCE(287);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(682);
      if (lookahead == 'C' ||
          lookahead == 'c') ADVANCE(506);
      if (lookahead == 0x0b ||
          lookahead == '\f') ADVANCE(388);
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(269);
      if (lookahead != 0) ADVANCE(680);
      END_STATE();
    case 270:
      if (eof) ADVANCE(286);
      ADVANCE_MAP(
        '\n', 287,
        '"', 683,
        '\'', 684,
        '\\', 682,
        'D', 519,
        'd', 519,
        'N', 583,
        'n', 583,
        0x0b, 389,
        '\f', 389,
      );
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(270);
      if (lookahead != 0) ADVANCE(680);
      END_STATE();
    case 271:
      if (eof) ADVANCE(286);
      if (lookahead == '\n') ADVANCE(287);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(682);
      if (lookahead == 'D' ||
          lookahead == 'd') ADVANCE(520);
      if (lookahead == 0x0b ||
          lookahead == '\f') ADVANCE(390);
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(271);
      if (lookahead != 0) ADVANCE(680);
      END_STATE();
    case 272:
      if (eof) ADVANCE(286);
      ADVANCE_MAP(
        '\n', 287,
        '"', 683,
        '\'', 684,
        '\\', 682,
        'D', 585,
        'd', 585,
        'I', 554,
        'i', 554,
        'O', 667,
        'o', 667,
        'U', 592,
        'u', 592,
        0x0b, 391,
        '\f', 391,
      );
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(272);
      if (lookahead != 0) ADVANCE(680);
      END_STATE();
    case 273:
      if (eof) ADVANCE(286);
      ADVANCE_MAP(
        '\n', 287,
        '"', 683,
        '\'', 684,
        '\\', 682,
        'D', 475,
        'd', 475,
        'H', 577,
        'h', 577,
        'P', 579,
        'p', 579,
        0x0b, 392,
        '\f', 392,
      );
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(273);
      if (lookahead != 0) ADVANCE(680);
      END_STATE();
    case 274:
      if (eof) ADVANCE(286);
      if (lookahead == '\n') ADVANCE(287);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(682);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(675);
      if (lookahead == 0x0b ||
          lookahead == '\f') ADVANCE(393);
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(274);
      if (lookahead != 0) ADVANCE(680);
      END_STATE();
    case 275:
      if (eof) ADVANCE(286);
      ADVANCE_MAP(
        '\n', 287,
        '"', 683,
        '\'', 684,
        '\\', 682,
        'F', 430,
        'f', 430,
        'W', 434,
        'w', 434,
        0x0b, 394,
        '\f', 394,
      );
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(275);
      if (lookahead != 0) ADVANCE(680);
      END_STATE();
    case 276:
      if (eof) ADVANCE(286);
      ADVANCE_MAP(
        '\n', 287,
        '"', 683,
        '\'', 684,
        '\\', 682,
        'G', 491,
        'g', 491,
        'S', 492,
        's', 492,
        0x0b, 395,
        '\f', 395,
      );
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(276);
      if (lookahead != 0) ADVANCE(680);
      END_STATE();
    case 277:
      if (eof) ADVANCE(286);
      if (lookahead == '\n') ADVANCE(287);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(682);
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(489);
      if (lookahead == 0x0b ||
          lookahead == '\f') ADVANCE(396);
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(277);
      if (lookahead != 0) ADVANCE(680);
      END_STATE();
    case 278:
      if (eof) ADVANCE(286);
      if (lookahead == '\n') ADVANCE(287);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(682);
      if (lookahead == 'U' ||
          lookahead == 'u') ADVANCE(566);
      if (lookahead == 0x0b ||
          lookahead == '\f') ADVANCE(397);
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(278);
      if (lookahead != 0) ADVANCE(680);
      END_STATE();
    case 279:
      if (eof) ADVANCE(286);
      if (lookahead == '\n') ADVANCE(287);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(682);
      if (lookahead == 0x0b ||
          lookahead == '\f') ADVANCE(398);
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(279);
      if (lookahead != 0) ADVANCE(680);
      END_STATE();
    case 280:
      if (eof) ADVANCE(286);
      ADVANCE_MAP(
        '\n', 287,
        '"', 314,
        '\'', 315,
        '\\', 313,
        'D', 306,
        'd', 306,
        'N', 309,
        'n', 309,
        0x0b, 304,
        '\f', 304,
      );
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(280);
      if (lookahead != 0) ADVANCE(313);
      END_STATE();
    case 281:
      if (eof) ADVANCE(286);
      if (lookahead == '\n') ADVANCE(287);
      if (lookahead == '"') ADVANCE(314);
      if (lookahead == '\'') ADVANCE(315);
      if (lookahead == '\\') ADVANCE(313);
      if (lookahead == 0x0b ||
          lookahead == '\f') ADVANCE(312);
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(281);
      if (lookahead != 0) ADVANCE(313);
      END_STATE();
    case 282:
      if (eof) ADVANCE(286);
      if (lookahead == '\n') ADVANCE(287);
      if (lookahead == '=') ADVANCE(339);
      if (lookahead == '\\') ADVANCE(343);
      if (lookahead == 0x0b ||
          lookahead == '\f') ADVANCE(340);
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(282);
      if (lookahead != 0 &&
          lookahead != '"' &&
          lookahead != '\'') ADVANCE(357);
      END_STATE();
    case 283:
      if (eof) ADVANCE(286);
      if (lookahead == '\n') ADVANCE(287);
      if (lookahead == '\\') ADVANCE(343);
      if (lookahead == 'A' ||
          lookahead == 'a') ADVANCE(353);
      if (lookahead == 'P' ||
          lookahead == 'p') ADVANCE(356);
      if (lookahead == 0x0b ||
          lookahead == '\f') ADVANCE(341);
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(283);
      if (lookahead != 0 &&
          lookahead != '"' &&
          lookahead != '\'' &&
          lookahead != '=') ADVANCE(357);
      END_STATE();
    case 284:
      if (eof) ADVANCE(286);
      if (lookahead == '\n') ADVANCE(287);
      if (lookahead == '\\') ADVANCE(343);
      if (lookahead == 0x0b ||
          lookahead == '\f') ADVANCE(342);
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(284);
      if (lookahead != 0 &&
          lookahead != '"' &&
          lookahead != '\'' &&
          lookahead != '=') ADVANCE(357);
      END_STATE();
    case 285:
      if (eof) ADVANCE(286);
      if (lookahead == '\n') ADVANCE(287);
      if (lookahead == '\\') ADVANCE(10);
      if (lookahead == 0x0b ||
          lookahead == '\f') ADVANCE(380);
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(285);
      if (lookahead != 0) ADVANCE(381);
      END_STATE();
    case 286:
      ACCEPT_TOKEN(ts_builtin_sym_end);
      END_STATE();
    case 287:
      ACCEPT_TOKEN(sym__newline);
      END_STATE();
    case 288:
      ACCEPT_TOKEN(sym_comment);
      if (lookahead == '"') ADVANCE(289);
      if (lookahead == '\\') ADVANCE(292);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(288);
      END_STATE();
    case 289:
      ACCEPT_TOKEN(sym_comment);
      if (lookahead == '"') ADVANCE(288);
      if (lookahead == '\'') ADVANCE(290);
      if (lookahead == '\\') ADVANCE(289);
      if (lookahead == '\t' ||
          lookahead == '\r' ||
          lookahead == ' ') ADVANCE(291);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n') ADVANCE(289);
      END_STATE();
    case 290:
      ACCEPT_TOKEN(sym_comment);
      if (lookahead == '\'') ADVANCE(289);
      if (lookahead == '\\') ADVANCE(293);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(290);
      END_STATE();
    case 291:
      ACCEPT_TOKEN(sym_comment);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(291);
      END_STATE();
    case 292:
      ACCEPT_TOKEN(sym_comment);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(288);
      END_STATE();
    case 293:
      ACCEPT_TOKEN(sym_comment);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(290);
      END_STATE();
    case 294:
      ACCEPT_TOKEN(aux_sym_job_statement_token1);
      if (lookahead == 'S' ||
          lookahead == 's') ADVANCE(643);
      END_STATE();
    case 295:
      ACCEPT_TOKEN(aux_sym_job_statement_token1);
      if (lookahead == 'S' ||
          lookahead == 's') ADVANCE(239);
      END_STATE();
    case 296:
      ACCEPT_TOKEN(aux_sym_final_statement_token1);
      END_STATE();
    case 297:
      ACCEPT_TOKEN(aux_sym_provisioner_statement_token1);
      END_STATE();
    case 298:
      ACCEPT_TOKEN(aux_sym_service_statement_token1);
      END_STATE();
    case 299:
      ACCEPT_TOKEN(aux_sym_subdag_statement_token1);
      END_STATE();
    case 300:
      ACCEPT_TOKEN(aux_sym_subdag_statement_token2);
      END_STATE();
    case 301:
      ACCEPT_TOKEN(aux_sym_dir_option_token1);
      END_STATE();
    case 302:
      ACCEPT_TOKEN(aux_sym_noop_token1);
      END_STATE();
    case 303:
      ACCEPT_TOKEN(aux_sym_done_token1);
      END_STATE();
    case 304:
      ACCEPT_TOKEN(sym_ignored_text);
      ADVANCE_MAP(
        '"', 314,
        '\'', 315,
        '\\', 313,
        'D', 306,
        'd', 306,
        'N', 309,
        'n', 309,
        0x0b, 304,
        '\f', 304,
        '\t', 304,
        '\r', 304,
        ' ', 304,
      );
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead)) ADVANCE(313);
      END_STATE();
    case 305:
      ACCEPT_TOKEN(sym_ignored_text);
      ADVANCE_MAP(
        '"', 314,
        '\'', 315,
        '\\', 313,
        'E', 303,
        'e', 303,
        '\t', 318,
        '\r', 318,
        ' ', 318,
      );
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n') ADVANCE(313);
      END_STATE();
    case 306:
      ACCEPT_TOKEN(sym_ignored_text);
      ADVANCE_MAP(
        '"', 314,
        '\'', 315,
        '\\', 313,
        'I', 311,
        'i', 311,
        'O', 307,
        'o', 307,
        '\t', 318,
        '\r', 318,
        ' ', 318,
      );
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n') ADVANCE(313);
      END_STATE();
    case 307:
      ACCEPT_TOKEN(sym_ignored_text);
      ADVANCE_MAP(
        '"', 314,
        '\'', 315,
        '\\', 313,
        'N', 305,
        'n', 305,
        '\t', 318,
        '\r', 318,
        ' ', 318,
      );
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n') ADVANCE(313);
      END_STATE();
    case 308:
      ACCEPT_TOKEN(sym_ignored_text);
      ADVANCE_MAP(
        '"', 314,
        '\'', 315,
        '\\', 313,
        'O', 310,
        'o', 310,
        '\t', 318,
        '\r', 318,
        ' ', 318,
      );
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n') ADVANCE(313);
      END_STATE();
    case 309:
      ACCEPT_TOKEN(sym_ignored_text);
      ADVANCE_MAP(
        '"', 314,
        '\'', 315,
        '\\', 313,
        'O', 308,
        'o', 308,
        '\t', 318,
        '\r', 318,
        ' ', 318,
      );
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n') ADVANCE(313);
      END_STATE();
    case 310:
      ACCEPT_TOKEN(sym_ignored_text);
      ADVANCE_MAP(
        '"', 314,
        '\'', 315,
        '\\', 313,
        'P', 302,
        'p', 302,
        '\t', 318,
        '\r', 318,
        ' ', 318,
      );
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n') ADVANCE(313);
      END_STATE();
    case 311:
      ACCEPT_TOKEN(sym_ignored_text);
      ADVANCE_MAP(
        '"', 314,
        '\'', 315,
        '\\', 313,
        'R', 301,
        'r', 301,
        '\t', 318,
        '\r', 318,
        ' ', 318,
      );
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n') ADVANCE(313);
      END_STATE();
    case 312:
      ACCEPT_TOKEN(sym_ignored_text);
      if (lookahead == '"') ADVANCE(314);
      if (lookahead == '\'') ADVANCE(315);
      if (lookahead == '\\') ADVANCE(313);
      if (lookahead == 0x0b ||
          lookahead == '\f') ADVANCE(312);
      if (lookahead == '\t' ||
          lookahead == '\r' ||
          lookahead == ' ') ADVANCE(312);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead)) ADVANCE(313);
      END_STATE();
    case 313:
      ACCEPT_TOKEN(sym_ignored_text);
      if (lookahead == '"') ADVANCE(314);
      if (lookahead == '\'') ADVANCE(315);
      if (lookahead == '\\') ADVANCE(313);
      if (lookahead == '\t' ||
          lookahead == '\r' ||
          lookahead == ' ') ADVANCE(318);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n') ADVANCE(313);
      END_STATE();
    case 314:
      ACCEPT_TOKEN(sym_ignored_text);
      if (lookahead == '"') ADVANCE(313);
      if (lookahead == '\\') ADVANCE(316);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(314);
      END_STATE();
    case 315:
      ACCEPT_TOKEN(sym_ignored_text);
      if (lookahead == '\'') ADVANCE(313);
      if (lookahead == '\\') ADVANCE(317);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(315);
      END_STATE();
    case 316:
      ACCEPT_TOKEN(sym_ignored_text);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(314);
      END_STATE();
    case 317:
      ACCEPT_TOKEN(sym_ignored_text);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(315);
      END_STATE();
    case 318:
      ACCEPT_TOKEN(sym_ignored_text);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(318);
      END_STATE();
    case 319:
      ACCEPT_TOKEN(aux_sym_splice_statement_token1);
      END_STATE();
    case 320:
      ACCEPT_TOKEN(aux_sym_submit_description_statement_token1);
      END_STATE();
    case 321:
      ACCEPT_TOKEN(aux_sym_dependency_statement_token1);
      END_STATE();
    case 322:
      ACCEPT_TOKEN(aux_sym_dependency_statement_token2);
      END_STATE();
    case 323:
      ACCEPT_TOKEN(aux_sym_dependency_statement_token3);
      END_STATE();
    case 324:
      ACCEPT_TOKEN(aux_sym_connect_statement_token1);
      END_STATE();
    case 325:
      ACCEPT_TOKEN(aux_sym_pin_in_statement_token1);
      END_STATE();
    case 326:
      ACCEPT_TOKEN(aux_sym_pin_out_statement_token1);
      END_STATE();
    case 327:
      ACCEPT_TOKEN(aux_sym_script_statement_token1);
      END_STATE();
    case 328:
      ACCEPT_TOKEN(sym_script_type);
      END_STATE();
    case 329:
      ACCEPT_TOKEN(aux_sym_defer_option_token1);
      END_STATE();
    case 330:
      ACCEPT_TOKEN(aux_sym_debug_option_token1);
      END_STATE();
    case 331:
      ACCEPT_TOKEN(aux_sym_pre_skip_statement_token1);
      END_STATE();
    case 332:
      ACCEPT_TOKEN(aux_sym_retry_statement_token1);
      END_STATE();
    case 333:
      ACCEPT_TOKEN(aux_sym_unless_exit_token1);
      END_STATE();
    case 334:
      ACCEPT_TOKEN(aux_sym_abort_dag_on_statement_token1);
      END_STATE();
    case 335:
      ACCEPT_TOKEN(aux_sym_return_option_token1);
      END_STATE();
    case 336:
      ACCEPT_TOKEN(aux_sym_vars_statement_token1);
      END_STATE();
    case 337:
      ACCEPT_TOKEN(aux_sym_vars_statement_token2);
      END_STATE();
    case 338:
      ACCEPT_TOKEN(aux_sym_vars_statement_token3);
      END_STATE();
    case 339:
      ACCEPT_TOKEN(anon_sym_EQ);
      END_STATE();
    case 340:
      ACCEPT_TOKEN(sym_variable);
      if (lookahead == '\n') ADVANCE(287);
      if (lookahead == '=') ADVANCE(339);
      if (lookahead == '\\') ADVANCE(343);
      if (lookahead == 0x0b ||
          lookahead == '\f') ADVANCE(340);
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(1);
      if (lookahead != 0 &&
          lookahead != '"' &&
          lookahead != '\'') ADVANCE(357);
      END_STATE();
    case 341:
      ACCEPT_TOKEN(sym_variable);
      if (lookahead == '\n') ADVANCE(287);
      if (lookahead == '\\') ADVANCE(343);
      if (lookahead == 'A' ||
          lookahead == 'a') ADVANCE(353);
      if (lookahead == 'P' ||
          lookahead == 'p') ADVANCE(356);
      if (lookahead == 0x0b ||
          lookahead == '\f') ADVANCE(341);
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(2);
      if (lookahead != 0 &&
          lookahead != '"' &&
          lookahead != '\'' &&
          lookahead != '=') ADVANCE(357);
      END_STATE();
    case 342:
      ACCEPT_TOKEN(sym_variable);
      if (lookahead == '\n') ADVANCE(287);
      if (lookahead == '\\') ADVANCE(343);
      if (lookahead == 0x0b ||
          lookahead == '\f') ADVANCE(342);
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(3);
      if (lookahead != 0 &&
          lookahead != '"' &&
          lookahead != '\'' &&
          lookahead != '=') ADVANCE(357);
      END_STATE();
    case 343:
      ACCEPT_TOKEN(sym_variable);
      if (lookahead == '\\') ADVANCE(343);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ' &&
          lookahead != '"' &&
          lookahead != '\'' &&
          lookahead != '=') ADVANCE(357);
      END_STATE();
    case 344:
      ACCEPT_TOKEN(sym_variable);
      if (lookahead == '\\') ADVANCE(9);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(338);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != '"' &&
          lookahead != '\'' &&
          lookahead != '=') ADVANCE(357);
      END_STATE();
    case 345:
      ACCEPT_TOKEN(sym_variable);
      if (lookahead == '\\') ADVANCE(9);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(337);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != '"' &&
          lookahead != '\'' &&
          lookahead != '=') ADVANCE(357);
      END_STATE();
    case 346:
      ACCEPT_TOKEN(sym_variable);
      if (lookahead == '\\') ADVANCE(9);
      if (lookahead == 'D' ||
          lookahead == 'd') ADVANCE(344);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ' &&
          lookahead != '"' &&
          lookahead != '\'' &&
          lookahead != '=') ADVANCE(357);
      END_STATE();
    case 347:
      ACCEPT_TOKEN(sym_variable);
      if (lookahead == '\\') ADVANCE(9);
      if (lookahead == 'D' ||
          lookahead == 'd') ADVANCE(345);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ' &&
          lookahead != '"' &&
          lookahead != '\'' &&
          lookahead != '=') ADVANCE(357);
      END_STATE();
    case 348:
      ACCEPT_TOKEN(sym_variable);
      if (lookahead == '\\') ADVANCE(9);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(351);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ' &&
          lookahead != '"' &&
          lookahead != '\'' &&
          lookahead != '=') ADVANCE(357);
      END_STATE();
    case 349:
      ACCEPT_TOKEN(sym_variable);
      if (lookahead == '\\') ADVANCE(9);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(352);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ' &&
          lookahead != '"' &&
          lookahead != '\'' &&
          lookahead != '=') ADVANCE(357);
      END_STATE();
    case 350:
      ACCEPT_TOKEN(sym_variable);
      if (lookahead == '\\') ADVANCE(9);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(355);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ' &&
          lookahead != '"' &&
          lookahead != '\'' &&
          lookahead != '=') ADVANCE(357);
      END_STATE();
    case 351:
      ACCEPT_TOKEN(sym_variable);
      if (lookahead == '\\') ADVANCE(9);
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(346);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ' &&
          lookahead != '"' &&
          lookahead != '\'' &&
          lookahead != '=') ADVANCE(357);
      END_STATE();
    case 352:
      ACCEPT_TOKEN(sym_variable);
      if (lookahead == '\\') ADVANCE(9);
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(347);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ' &&
          lookahead != '"' &&
          lookahead != '\'' &&
          lookahead != '=') ADVANCE(357);
      END_STATE();
    case 353:
      ACCEPT_TOKEN(sym_variable);
      if (lookahead == '\\') ADVANCE(9);
      if (lookahead == 'P' ||
          lookahead == 'p') ADVANCE(354);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ' &&
          lookahead != '"' &&
          lookahead != '\'' &&
          lookahead != '=') ADVANCE(357);
      END_STATE();
    case 354:
      ACCEPT_TOKEN(sym_variable);
      if (lookahead == '\\') ADVANCE(9);
      if (lookahead == 'P' ||
          lookahead == 'p') ADVANCE(348);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ' &&
          lookahead != '"' &&
          lookahead != '\'' &&
          lookahead != '=') ADVANCE(357);
      END_STATE();
    case 355:
      ACCEPT_TOKEN(sym_variable);
      if (lookahead == '\\') ADVANCE(9);
      if (lookahead == 'P' ||
          lookahead == 'p') ADVANCE(349);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ' &&
          lookahead != '"' &&
          lookahead != '\'' &&
          lookahead != '=') ADVANCE(357);
      END_STATE();
    case 356:
      ACCEPT_TOKEN(sym_variable);
      if (lookahead == '\\') ADVANCE(9);
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(350);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ' &&
          lookahead != '"' &&
          lookahead != '\'' &&
          lookahead != '=') ADVANCE(357);
      END_STATE();
    case 357:
      ACCEPT_TOKEN(sym_variable);
      if (lookahead == '\\') ADVANCE(9);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ' &&
          lookahead != '"' &&
          lookahead != '\'' &&
          lookahead != '=') ADVANCE(357);
      END_STATE();
    case 358:
      ACCEPT_TOKEN(aux_sym_priority_statement_token1);
      END_STATE();
    case 359:
      ACCEPT_TOKEN(aux_sym_tolerance_statement_token1);
      END_STATE();
    case 360:
      ACCEPT_TOKEN(aux_sym_tolerance_statement_token2);
      END_STATE();
    case 361:
      ACCEPT_TOKEN(aux_sym_tolerance_statement_token3);
      END_STATE();
    case 362:
      ACCEPT_TOKEN(aux_sym_category_statement_token1);
      END_STATE();
    case 363:
      ACCEPT_TOKEN(aux_sym_maxjobs_statement_token1);
      END_STATE();
    case 364:
      ACCEPT_TOKEN(aux_sym_save_point_file_statement_token1);
      END_STATE();
    case 365:
      ACCEPT_TOKEN(aux_sym_include_statement_token1);
      END_STATE();
    case 366:
      ACCEPT_TOKEN(aux_sym_config_statement_token1);
      END_STATE();
    case 367:
      ACCEPT_TOKEN(aux_sym_jobstate_log_statement_token1);
      END_STATE();
    case 368:
      ACCEPT_TOKEN(aux_sym_dot_statement_token1);
      END_STATE();
    case 369:
      ACCEPT_TOKEN(aux_sym_dot_statement_token2);
      END_STATE();
    case 370:
      ACCEPT_TOKEN(aux_sym_dot_statement_token3);
      END_STATE();
    case 371:
      ACCEPT_TOKEN(aux_sym_dot_statement_token4);
      END_STATE();
    case 372:
      ACCEPT_TOKEN(aux_sym_dot_statement_token5);
      END_STATE();
    case 373:
      ACCEPT_TOKEN(aux_sym_node_status_file_statement_token1);
      END_STATE();
    case 374:
      ACCEPT_TOKEN(aux_sym_node_status_file_statement_token2);
      END_STATE();
    case 375:
      ACCEPT_TOKEN(aux_sym_set_job_attr_statement_token1);
      END_STATE();
    case 376:
      ACCEPT_TOKEN(aux_sym_env_statement_token1);
      END_STATE();
    case 377:
      ACCEPT_TOKEN(aux_sym_env_statement_token2);
      END_STATE();
    case 378:
      ACCEPT_TOKEN(aux_sym_env_statement_token3);
      END_STATE();
    case 379:
      ACCEPT_TOKEN(aux_sym_reject_statement_token1);
      END_STATE();
    case 380:
      ACCEPT_TOKEN(sym__text);
      if (lookahead == '\\') ADVANCE(10);
      if (lookahead == 0x0b ||
          lookahead == '\f') ADVANCE(380);
      if (lookahead == '\t' ||
          lookahead == '\r' ||
          lookahead == ' ') ADVANCE(380);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead)) ADVANCE(381);
      END_STATE();
    case 381:
      ACCEPT_TOKEN(sym__text);
      if (lookahead == '\\') ADVANCE(10);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(381);
      END_STATE();
    case 382:
      ACCEPT_TOKEN(sym__closed_word);
      ADVANCE_MAP(
        '"', 683,
        '#', 289,
        '\'', 684,
        '/', 383,
        '\\', 682,
        'A', 440,
        'a', 440,
        'C', 415,
        'c', 415,
        'D', 567,
        'd', 567,
        'E', 553,
        'e', 553,
        'F', 511,
        'f', 511,
        'I', 554,
        'i', 554,
        'J', 569,
        'j', 569,
        'M', 416,
        'm', 416,
        'N', 568,
        'n', 568,
        'P', 417,
        'p', 417,
        'R', 473,
        'r', 473,
        'S', 420,
        's', 420,
        'T', 570,
        't', 570,
        'V', 421,
        'v', 421,
        'W', 479,
        'w', 479,
        0x0b, 382,
        '\f', 382,
      );
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 383:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '/') ADVANCE(289);
      if (lookahead == '\\') ADVANCE(5);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 384:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '=') ADVANCE(680);
      if (lookahead == '\\') ADVANCE(681);
      if (lookahead == 0x0b ||
          lookahead == '\f') ADVANCE(384);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ') ADVANCE(385);
      END_STATE();
    case 385:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '=') ADVANCE(680);
      if (lookahead == '\\') ADVANCE(4);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(385);
      END_STATE();
    case 386:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(682);
      if (lookahead == 'A' ||
          lookahead == 'a') ADVANCE(539);
      if (lookahead == 0x0b ||
          lookahead == '\f') ADVANCE(386);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 387:
      ACCEPT_TOKEN(sym__closed_word);
      ADVANCE_MAP(
        '"', 683,
        '\'', 684,
        '\\', 682,
        'C', 506,
        'c', 506,
        'P', 418,
        'p', 418,
        0x0b, 387,
        '\f', 387,
      );
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 388:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(682);
      if (lookahead == 'C' ||
          lookahead == 'c') ADVANCE(506);
      if (lookahead == 0x0b ||
          lookahead == '\f') ADVANCE(388);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 389:
      ACCEPT_TOKEN(sym__closed_word);
      ADVANCE_MAP(
        '"', 683,
        '\'', 684,
        '\\', 682,
        'D', 519,
        'd', 519,
        'N', 583,
        'n', 583,
        0x0b, 389,
        '\f', 389,
      );
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 390:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(682);
      if (lookahead == 'D' ||
          lookahead == 'd') ADVANCE(520);
      if (lookahead == 0x0b ||
          lookahead == '\f') ADVANCE(390);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 391:
      ACCEPT_TOKEN(sym__closed_word);
      ADVANCE_MAP(
        '"', 683,
        '\'', 684,
        '\\', 682,
        'D', 585,
        'd', 585,
        'I', 554,
        'i', 554,
        'O', 667,
        'o', 667,
        'U', 592,
        'u', 592,
        0x0b, 391,
        '\f', 391,
      );
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 392:
      ACCEPT_TOKEN(sym__closed_word);
      ADVANCE_MAP(
        '"', 683,
        '\'', 684,
        '\\', 682,
        'D', 475,
        'd', 475,
        'H', 577,
        'h', 577,
        'P', 579,
        'p', 579,
        0x0b, 392,
        '\f', 392,
      );
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 393:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(682);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(675);
      if (lookahead == 0x0b ||
          lookahead == '\f') ADVANCE(393);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 394:
      ACCEPT_TOKEN(sym__closed_word);
      ADVANCE_MAP(
        '"', 683,
        '\'', 684,
        '\\', 682,
        'F', 430,
        'f', 430,
        'W', 434,
        'w', 434,
        0x0b, 394,
        '\f', 394,
      );
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 395:
      ACCEPT_TOKEN(sym__closed_word);
      ADVANCE_MAP(
        '"', 683,
        '\'', 684,
        '\\', 682,
        'G', 491,
        'g', 491,
        'S', 492,
        's', 492,
        0x0b, 395,
        '\f', 395,
      );
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 396:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(682);
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(489);
      if (lookahead == 0x0b ||
          lookahead == '\f') ADVANCE(396);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 397:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(682);
      if (lookahead == 'U' ||
          lookahead == 'u') ADVANCE(566);
      if (lookahead == 0x0b ||
          lookahead == '\f') ADVANCE(397);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 398:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(682);
      if (lookahead == 0x0b ||
          lookahead == '\f') ADVANCE(398);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 399:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(5);
      if (lookahead == '-' ||
          lookahead == '_') ADVANCE(513);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 400:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(5);
      if (lookahead == '-' ||
          lookahead == '_') ADVANCE(497);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 401:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(5);
      if (lookahead == '-' ||
          lookahead == '_') ADVANCE(586);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 402:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(5);
      if (lookahead == '-' ||
          lookahead == '_') ADVANCE(454);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 403:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(5);
      if (lookahead == '-' ||
          lookahead == '_') ADVANCE(617);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 404:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(5);
      if (lookahead == '-' ||
          lookahead == '_') ADVANCE(590);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 405:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(5);
      if (lookahead == '-' ||
          lookahead == '_') ADVANCE(498);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 406:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(5);
      if (lookahead == '-' ||
          lookahead == '_') ADVANCE(624);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 407:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(5);
      if (lookahead == '-' ||
          lookahead == '_') ADVANCE(544);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 408:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(5);
      if (lookahead == '-' ||
          lookahead == '_') ADVANCE(663);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 409:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(5);
      if (lookahead == '-' ||
          lookahead == '_') ADVANCE(581);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 410:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(5);
      if (lookahead == '-' ||
          lookahead == '_') ADVANCE(477);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 411:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(5);
      if (lookahead == '-' ||
          lookahead == '_') ADVANCE(533);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 412:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(5);
      if (lookahead == '-' ||
          lookahead == '_') ADVANCE(429);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 413:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(5);
      if (lookahead == '-' ||
          lookahead == '_') ADVANCE(456);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 414:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(5);
      if (lookahead == '-' ||
          lookahead == '_') ADVANCE(499);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 415:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(5);
      if (lookahead == 'A' ||
          lookahead == 'a') ADVANCE(638);
      if (lookahead == 'O' ||
          lookahead == 'o') ADVANCE(555);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 416:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(5);
      if (lookahead == 'A' ||
          lookahead == 'a') ADVANCE(673);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 417:
      ACCEPT_TOKEN(sym__closed_word);
      ADVANCE_MAP(
        '"', 683,
        '\'', 684,
        '\\', 5,
        'A', 606,
        'a', 606,
        'I', 556,
        'i', 556,
        'R', 478,
        'r', 478,
      );
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 418:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(5);
      if (lookahead == 'A' ||
          lookahead == 'a') ADVANCE(606);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 419:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(5);
      if (lookahead == 'A' ||
          lookahead == 'a') ADVANCE(534);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 420:
      ACCEPT_TOKEN(sym__closed_word);
      ADVANCE_MAP(
        '"', 683,
        '\'', 684,
        '\\', 5,
        'A', 666,
        'a', 666,
        'C', 602,
        'c', 602,
        'E', 605,
        'e', 605,
        'P', 540,
        'p', 540,
        'U', 437,
        'u', 437,
      );
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 421:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(5);
      if (lookahead == 'A' ||
          lookahead == 'a') ADVANCE(598);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 422:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(5);
      if (lookahead == 'A' ||
          lookahead == 'a') ADVANCE(502);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 423:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(5);
      if (lookahead == 'A' ||
          lookahead == 'a') ADVANCE(536);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 424:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(5);
      if (lookahead == 'A' ||
          lookahead == 'a') ADVANCE(504);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 425:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(5);
      if (lookahead == 'A' ||
          lookahead == 'a') ADVANCE(679);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 426:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(5);
      if (lookahead == 'A' ||
          lookahead == 'a') ADVANCE(564);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 427:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(5);
      if (lookahead == 'A' ||
          lookahead == 'a') ADVANCE(639);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 428:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(5);
      if (lookahead == 'A' ||
          lookahead == 'a') ADVANCE(537);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 429:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(5);
      if (lookahead == 'A' ||
          lookahead == 'a') ADVANCE(649);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 430:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(5);
      if (lookahead == 'A' ||
          lookahead == 'a') ADVANCE(514);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 431:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(5);
      if (lookahead == 'A' ||
          lookahead == 'a') ADVANCE(650);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 432:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(5);
      if (lookahead == 'A' ||
          lookahead == 'a') ADVANCE(623);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 433:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(5);
      if (lookahead == 'A' ||
          lookahead == 'a') ADVANCE(651);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 434:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(5);
      if (lookahead == 'A' ||
          lookahead == 'a') ADVANCE(522);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 435:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(5);
      if (lookahead == 'A' ||
          lookahead == 'a') ADVANCE(653);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 436:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(5);
      if (lookahead == 'A' ||
          lookahead == 'a') ADVANCE(655);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 437:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(5);
      if (lookahead == 'B' ||
          lookahead == 'b') ADVANCE(452);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 438:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(5);
      if (lookahead == 'B' ||
          lookahead == 'b') ADVANCE(294);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 439:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(5);
      if (lookahead == 'B' ||
          lookahead == 'b') ADVANCE(658);
      if (lookahead == 'F' ||
          lookahead == 'f') ADVANCE(488);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 440:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(5);
      if (lookahead == 'B' ||
          lookahead == 'b') ADVANCE(572);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 441:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(5);
      if (lookahead == 'B' ||
          lookahead == 'b') ADVANCE(616);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 442:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(5);
      if (lookahead == 'B' ||
          lookahead == 'b') ADVANCE(412);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 443:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(5);
      if (lookahead == 'C' ||
          lookahead == 'c') ADVANCE(538);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 444:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(5);
      if (lookahead == 'C' ||
          lookahead == 'c') ADVANCE(632);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 445:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(5);
      if (lookahead == 'C' ||
          lookahead == 'c') ADVANCE(634);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 446:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(5);
      if (lookahead == 'C' ||
          lookahead == 'c') ADVANCE(462);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 447:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(5);
      if (lookahead == 'C' ||
          lookahead == 'c') ADVANCE(465);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 448:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(5);
      if (lookahead == 'C' ||
          lookahead == 'c') ADVANCE(467);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 449:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(5);
      if (lookahead == 'C' ||
          lookahead == 'c') ADVANCE(611);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 450:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(5);
      if (lookahead == 'D' ||
          lookahead == 'd') ADVANCE(328);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 451:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(5);
      if (lookahead == 'D' ||
          lookahead == 'd') ADVANCE(323);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 452:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(5);
      if (lookahead == 'D' ||
          lookahead == 'd') ADVANCE(422);
      if (lookahead == 'M' ||
          lookahead == 'm') ADVANCE(524);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 453:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(5);
      if (lookahead == 'D' ||
          lookahead == 'd') ADVANCE(494);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 454:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(5);
      if (lookahead == 'D' ||
          lookahead == 'd') ADVANCE(424);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 455:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(5);
      if (lookahead == 'D' ||
          lookahead == 'd') ADVANCE(464);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 456:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(5);
      if (lookahead == 'D' ||
          lookahead == 'd') ADVANCE(482);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 457:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(5);
      if (lookahead == 'D' ||
          lookahead == 'd') ADVANCE(433);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 458:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(5);
      if (lookahead == 'D' ||
          lookahead == 'd') ADVANCE(435);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 459:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(5);
      if (lookahead == 'D' ||
          lookahead == 'd') ADVANCE(436);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 460:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(5);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(328);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 461:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(5);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(303);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 462:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(5);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(319);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 463:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(5);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(369);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 464:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(5);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(365);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 465:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(5);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(298);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 466:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(5);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(371);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 467:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(5);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(359);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 468:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(5);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(370);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 469:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(5);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(374);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 470:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(5);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(372);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 471:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(5);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(364);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 472:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(5);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(373);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 473:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(5);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(532);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 474:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(5);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(505);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 475:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(5);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(439);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 476:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(5);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(444);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 477:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(5);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(674);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 478:
      ACCEPT_TOKEN(sym__closed_word);
      ADVANCE_MAP(
        '"', 683,
        '\'', 684,
        '\\', 5,
        'E', 403,
        'e', 403,
        'I', 576,
        'i', 576,
        'O', 665,
        'o', 665,
      );
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 479:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(5);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(419);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 480:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(5);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(404);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 481:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(5);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(560);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 482:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(5);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(618);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 483:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(5);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(608);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 484:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(5);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(407);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 485:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(5);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(597);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 486:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(5);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(625);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 487:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(5);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(601);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 488:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(5);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(596);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 489:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(5);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(642);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 490:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(5);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(612);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 491:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(5);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(627);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 492:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(5);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(629);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 493:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(5);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(445);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 494:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(5);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(406);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 495:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(5);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(614);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 496:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(5);
      if (lookahead == 'F' ||
          lookahead == 'f') ADVANCE(508);
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(493);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 497:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(5);
      if (lookahead == 'F' ||
          lookahead == 'f') ADVANCE(525);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 498:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(5);
      if (lookahead == 'F' ||
          lookahead == 'f') ADVANCE(432);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 499:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(5);
      if (lookahead == 'F' ||
          lookahead == 'f') ADVANCE(528);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 500:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(5);
      if (lookahead == 'G' ||
          lookahead == 'g') ADVANCE(330);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 501:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(5);
      if (lookahead == 'G' ||
          lookahead == 'g') ADVANCE(366);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 502:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(5);
      if (lookahead == 'G' ||
          lookahead == 'g') ADVANCE(299);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 503:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(5);
      if (lookahead == 'G' ||
          lookahead == 'g') ADVANCE(367);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 504:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(5);
      if (lookahead == 'G' ||
          lookahead == 'g') ADVANCE(409);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 505:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(5);
      if (lookahead == 'G' ||
          lookahead == 'g') ADVANCE(578);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 506:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(5);
      if (lookahead == 'H' ||
          lookahead == 'h') ADVANCE(515);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 507:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(5);
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(589);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 508:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(5);
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(501);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 509:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(5);
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(446);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 510:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(5);
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(588);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 511:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(5);
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(557);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 512:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(5);
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(619);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 513:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(5);
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(549);
      if (lookahead == 'O' ||
          lookahead == 'o') ADVANCE(660);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 514:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(5);
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(545);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 515:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(5);
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(542);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 516:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(5);
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(640);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 517:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(5);
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(580);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 518:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(5);
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(563);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 519:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(5);
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(595);
      if (lookahead == 'O' ||
          lookahead == 'o') ADVANCE(559);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 520:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(5);
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(595);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 521:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(5);
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(637);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 522:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(5);
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(630);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 523:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(5);
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(591);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 524:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(5);
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(644);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 525:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(5);
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(546);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 526:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(5);
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(447);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 527:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(5);
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(582);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 528:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(5);
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(547);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 529:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(5);
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(652);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 530:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(5);
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(654);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 531:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(5);
      if (lookahead == 'J' ||
          lookahead == 'j') ADVANCE(571);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 532:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(5);
      if (lookahead == 'J' ||
          lookahead == 'j') ADVANCE(476);
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(599);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 533:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(5);
      if (lookahead == 'J' ||
          lookahead == 'j') ADVANCE(574);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 534:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(5);
      if (lookahead == 'K' ||
          lookahead == 'k') ADVANCE(321);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 535:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(5);
      if (lookahead == 'K' ||
          lookahead == 'k') ADVANCE(510);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 536:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(5);
      if (lookahead == 'L' ||
          lookahead == 'l') ADVANCE(296);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 537:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(5);
      if (lookahead == 'L' ||
          lookahead == 'l') ADVANCE(300);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 538:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(5);
      if (lookahead == 'L' ||
          lookahead == 'l') ADVANCE(662);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 539:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(5);
      if (lookahead == 'L' ||
          lookahead == 'l') ADVANCE(670);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 540:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(5);
      if (lookahead == 'L' ||
          lookahead == 'l') ADVANCE(509);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 541:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(5);
      if (lookahead == 'L' ||
          lookahead == 'l') ADVANCE(450);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 542:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(5);
      if (lookahead == 'L' ||
          lookahead == 'l') ADVANCE(451);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 543:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(5);
      if (lookahead == 'L' ||
          lookahead == 'l') ADVANCE(483);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 544:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(5);
      if (lookahead == 'L' ||
          lookahead == 'l') ADVANCE(575);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 545:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(5);
      if (lookahead == 'L' ||
          lookahead == 'l') ADVANCE(405);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 546:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(5);
      if (lookahead == 'L' ||
          lookahead == 'l') ADVANCE(471);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 547:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(5);
      if (lookahead == 'L' ||
          lookahead == 'l') ADVANCE(472);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 548:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(5);
      if (lookahead == 'L' ||
          lookahead == 'l') ADVANCE(486);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 549:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(5);
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(325);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 550:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(5);
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(335);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 551:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(5);
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(334);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 552:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(5);
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(320);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 553:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(5);
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(664);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 554:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(5);
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(443);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 555:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(5);
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(496);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 556:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(5);
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(399);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 557:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(5);
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(423);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 558:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(5);
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(461);
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(368);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 559:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(5);
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(461);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 560:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(5);
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(631);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 561:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(5);
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(485);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 562:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(5);
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(428);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 563:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(5);
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(647);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 564:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(5);
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(448);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 565:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(5);
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(648);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 566:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(5);
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(548);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 567:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(5);
      if (lookahead == 'O' ||
          lookahead == 'o') ADVANCE(558);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 568:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(5);
      if (lookahead == 'O' ||
          lookahead == 'o') ADVANCE(453);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 569:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(5);
      if (lookahead == 'O' ||
          lookahead == 'o') ADVANCE(438);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 570:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(5);
      if (lookahead == 'O' ||
          lookahead == 'o') ADVANCE(543);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 571:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(5);
      if (lookahead == 'O' ||
          lookahead == 'o') ADVANCE(441);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 572:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(5);
      if (lookahead == 'O' ||
          lookahead == 'o') ADVANCE(603);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 573:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(5);
      if (lookahead == 'O' ||
          lookahead == 'o') ADVANCE(587);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 574:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(5);
      if (lookahead == 'O' ||
          lookahead == 'o') ADVANCE(442);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 575:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(5);
      if (lookahead == 'O' ||
          lookahead == 'o') ADVANCE(503);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 576:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(5);
      if (lookahead == 'O' ||
          lookahead == 'o') ADVANCE(607);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 577:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(5);
      if (lookahead == 'O' ||
          lookahead == 'o') ADVANCE(541);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 578:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(5);
      if (lookahead == 'O' ||
          lookahead == 'o') ADVANCE(604);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 579:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(5);
      if (lookahead == 'O' ||
          lookahead == 'o') ADVANCE(621);
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(460);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 580:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(5);
      if (lookahead == 'O' ||
          lookahead == 'o') ADVANCE(561);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 581:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(5);
      if (lookahead == 'O' ||
          lookahead == 'o') ADVANCE(551);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 582:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(5);
      if (lookahead == 'O' ||
          lookahead == 'o') ADVANCE(552);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 583:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(5);
      if (lookahead == 'O' ||
          lookahead == 'o') ADVANCE(573);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 584:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(5);
      if (lookahead == 'O' ||
          lookahead == 'o') ADVANCE(518);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 585:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(5);
      if (lookahead == 'O' ||
          lookahead == 'o') ADVANCE(565);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 586:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(5);
      if (lookahead == 'O' ||
          lookahead == 'o') ADVANCE(669);
      if (lookahead == 'U' ||
          lookahead == 'u') ADVANCE(593);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 587:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(5);
      if (lookahead == 'P' ||
          lookahead == 'p') ADVANCE(302);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 588:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(5);
      if (lookahead == 'P' ||
          lookahead == 'p') ADVANCE(331);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 589:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(5);
      if (lookahead == 'P' ||
          lookahead == 'p') ADVANCE(633);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 590:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(5);
      if (lookahead == 'P' ||
          lookahead == 'p') ADVANCE(584);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 591:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(5);
      if (lookahead == 'P' ||
          lookahead == 'p') ADVANCE(657);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 592:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(5);
      if (lookahead == 'P' ||
          lookahead == 'p') ADVANCE(457);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 593:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(5);
      if (lookahead == 'P' ||
          lookahead == 'p') ADVANCE(458);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 594:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(5);
      if (lookahead == 'P' ||
          lookahead == 'p') ADVANCE(459);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 595:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(5);
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(301);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 596:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(5);
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(329);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 597:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(5);
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(297);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 598:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(5);
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(615);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 599:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(5);
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(676);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 600:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(5);
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(375);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 601:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(5);
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(671);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 602:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(5);
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(507);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 603:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(5);
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(641);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 604:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(5);
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(677);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 605:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(5);
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(668);
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(411);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 606:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(5);
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(481);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 607:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(5);
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(516);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 608:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(5);
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(426);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 609:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(5);
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(529);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 610:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(5);
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(550);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 611:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(5);
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(523);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 612:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(5);
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(562);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 613:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(5);
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(530);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 614:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(5);
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(672);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 615:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(5);
      if (lookahead == 'S' ||
          lookahead == 's') ADVANCE(336);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 616:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(5);
      if (lookahead == 'S' ||
          lookahead == 's') ADVANCE(363);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 617:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(5);
      if (lookahead == 'S' ||
          lookahead == 's') ADVANCE(535);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 618:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(5);
      if (lookahead == 'S' ||
          lookahead == 's') ADVANCE(449);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 619:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(5);
      if (lookahead == 'S' ||
          lookahead == 's') ADVANCE(517);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 620:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(5);
      if (lookahead == 'S' ||
          lookahead == 's') ADVANCE(410);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 621:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(5);
      if (lookahead == 'S' ||
          lookahead == 's') ADVANCE(628);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 622:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(5);
      if (lookahead == 'S' ||
          lookahead == 's') ADVANCE(408);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 623:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(5);
      if (lookahead == 'S' ||
          lookahead == 's') ADVANCE(636);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 624:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(5);
      if (lookahead == 'S' ||
          lookahead == 's') ADVANCE(645);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 625:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(5);
      if (lookahead == 'S' ||
          lookahead == 's') ADVANCE(620);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 626:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(5);
      if (lookahead == 'S' ||
          lookahead == 's') ADVANCE(414);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 627:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(5);
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(378);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 628:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(5);
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(328);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 629:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(5);
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(377);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 630:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(5);
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(361);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 631:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(5);
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(322);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 632:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(5);
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(379);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 633:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(5);
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(327);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 634:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(5);
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(324);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 635:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(5);
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(326);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 636:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(5);
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(360);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 637:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(5);
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(333);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 638:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(5);
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(474);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 639:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(5);
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(659);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 640:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(5);
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(678);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 641:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(5);
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(402);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 642:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(5);
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(661);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 643:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(5);
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(431);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 644:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(5);
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(413);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 645:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(5);
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(427);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 646:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(5);
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(600);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 647:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(5);
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(400);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 648:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(5);
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(401);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 649:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(5);
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(646);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 650:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(5);
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(484);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 651:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(5);
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(463);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 652:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(5);
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(466);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 653:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(5);
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(468);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 654:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(5);
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(470);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 655:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(5);
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(469);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 656:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(5);
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(490);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 657:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(5);
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(527);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 658:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(5);
      if (lookahead == 'U' ||
          lookahead == 'u') ADVANCE(500);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 659:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(5);
      if (lookahead == 'U' ||
          lookahead == 'u') ADVANCE(626);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 660:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(5);
      if (lookahead == 'U' ||
          lookahead == 'u') ADVANCE(635);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 661:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(5);
      if (lookahead == 'U' ||
          lookahead == 'u') ADVANCE(610);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 662:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(5);
      if (lookahead == 'U' ||
          lookahead == 'u') ADVANCE(455);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 663:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(5);
      if (lookahead == 'U' ||
          lookahead == 'u') ADVANCE(594);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 664:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(5);
      if (lookahead == 'V' ||
          lookahead == 'v') ADVANCE(376);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 665:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(5);
      if (lookahead == 'V' ||
          lookahead == 'v') ADVANCE(512);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 666:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(5);
      if (lookahead == 'V' ||
          lookahead == 'v') ADVANCE(480);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 667:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(5);
      if (lookahead == 'V' ||
          lookahead == 'v') ADVANCE(487);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 668:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(5);
      if (lookahead == 'V' ||
          lookahead == 'v') ADVANCE(526);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 669:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(5);
      if (lookahead == 'V' ||
          lookahead == 'v') ADVANCE(495);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 670:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(5);
      if (lookahead == 'W' ||
          lookahead == 'w') ADVANCE(425);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 671:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(5);
      if (lookahead == 'W' ||
          lookahead == 'w') ADVANCE(609);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 672:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(5);
      if (lookahead == 'W' ||
          lookahead == 'w') ADVANCE(613);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 673:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(5);
      if (lookahead == 'X' ||
          lookahead == 'x') ADVANCE(531);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 674:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(5);
      if (lookahead == 'X' ||
          lookahead == 'x') ADVANCE(521);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 675:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(5);
      if (lookahead == 'X' ||
          lookahead == 'x') ADVANCE(656);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 676:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(5);
      if (lookahead == 'Y' ||
          lookahead == 'y') ADVANCE(332);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 677:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(5);
      if (lookahead == 'Y' ||
          lookahead == 'y') ADVANCE(362);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 678:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(5);
      if (lookahead == 'Y' ||
          lookahead == 'y') ADVANCE(358);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 679:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(5);
      if (lookahead == 'Y' ||
          lookahead == 'y') ADVANCE(622);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 680:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(683);
      if (lookahead == '\'') ADVANCE(684);
      if (lookahead == '\\') ADVANCE(5);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 681:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(6);
      if (lookahead == '\'') ADVANCE(7);
      if (lookahead == '=') ADVANCE(680);
      if (lookahead == '\\') ADVANCE(681);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(385);
      END_STATE();
    case 682:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(6);
      if (lookahead == '\'') ADVANCE(7);
      if (lookahead == '\\') ADVANCE(682);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(680);
      END_STATE();
    case 683:
      ACCEPT_TOKEN(sym__unclosed_word);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\\') ADVANCE(261);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(683);
      END_STATE();
    case 684:
      ACCEPT_TOKEN(sym__unclosed_word);
      if (lookahead == '\'') ADVANCE(680);
      if (lookahead == '\\') ADVANCE(262);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(684);
      END_STATE();
    default:
      return false;
  }
}

static const TSLexMode ts_lex_modes[STATE_COUNT] = {
  [0] = {.lex_state = 0, .external_lex_state = 1},
  [1] = {.lex_state = 265, .external_lex_state = 2},
  [2] = {.lex_state = 265, .external_lex_state = 2},
  [3] = {.lex_state = 265, .external_lex_state = 2},
  [4] = {.lex_state = 265, .external_lex_state = 2},
  [5] = {.lex_state = 270, .external_lex_state = 2},
  [6] = {.lex_state = 270, .external_lex_state = 2},
  [7] = {.lex_state = 270, .external_lex_state = 2},
  [8] = {.lex_state = 270, .external_lex_state = 2},
  [9] = {.lex_state = 270, .external_lex_state = 2},
  [10] = {.lex_state = 270, .external_lex_state = 2},
  [11] = {.lex_state = 270, .external_lex_state = 2},
  [12] = {.lex_state = 272, .external_lex_state = 2},
  [13] = {.lex_state = 272, .external_lex_state = 2},
  [14] = {.lex_state = 272, .external_lex_state = 2},
  [15] = {.lex_state = 273, .external_lex_state = 2},
  [16] = {.lex_state = 273, .external_lex_state = 2},
  [17] = {.lex_state = 272, .external_lex_state = 2},
  [18] = {.lex_state = 273, .external_lex_state = 2},
  [19] = {.lex_state = 277, .external_lex_state = 2},
  [20] = {.lex_state = 280, .external_lex_state = 3},
  [21] = {.lex_state = 271, .external_lex_state = 2},
  [22] = {.lex_state = 273, .external_lex_state = 2},
  [23] = {.lex_state = 273, .external_lex_state = 2},
  [24] = {.lex_state = 278, .external_lex_state = 2},
  [25] = {.lex_state = 277, .external_lex_state = 2},
  [26] = {.lex_state = 275, .external_lex_state = 2},
  [27] = {.lex_state = 270, .external_lex_state = 2},
  [28] = {.lex_state = 273, .external_lex_state = 2},
  [29] = {.lex_state = 268, .external_lex_state = 2},
  [30] = {.lex_state = 271, .external_lex_state = 2},
  [31] = {.lex_state = 278, .external_lex_state = 2},
  [32] = {.lex_state = 277, .external_lex_state = 2},
  [33] = {.lex_state = 275, .external_lex_state = 2},
  [34] = {.lex_state = 272, .external_lex_state = 2},
  [35] = {.lex_state = 271, .external_lex_state = 2},
  [36] = {.lex_state = 278, .external_lex_state = 2},
  [37] = {.lex_state = 279, .external_lex_state = 4},
  [38] = {.lex_state = 275, .external_lex_state = 2},
  [39] = {.lex_state = 272, .external_lex_state = 2},
  [40] = {.lex_state = 272, .external_lex_state = 2},
  [41] = {.lex_state = 272, .external_lex_state = 2},
  [42] = {.lex_state = 273, .external_lex_state = 2},
  [43] = {.lex_state = 269, .external_lex_state = 2},
  [44] = {.lex_state = 269, .external_lex_state = 2},
  [45] = {.lex_state = 276, .external_lex_state = 2},
  [46] = {.lex_state = 269, .external_lex_state = 2},
  [47] = {.lex_state = 269, .external_lex_state = 2},
  [48] = {.lex_state = 269, .external_lex_state = 2},
  [49] = {.lex_state = 269, .external_lex_state = 2},
  [50] = {.lex_state = 269, .external_lex_state = 2},
  [51] = {.lex_state = 269, .external_lex_state = 2},
  [52] = {.lex_state = 269, .external_lex_state = 2},
  [53] = {.lex_state = 269, .external_lex_state = 2},
  [54] = {.lex_state = 269, .external_lex_state = 2},
  [55] = {.lex_state = 269, .external_lex_state = 2},
  [56] = {.lex_state = 269, .external_lex_state = 2},
  [57] = {.lex_state = 267, .external_lex_state = 2},
  [58] = {.lex_state = 267, .external_lex_state = 2},
  [59] = {.lex_state = 279, .external_lex_state = 4},
  [60] = {.lex_state = 269, .external_lex_state = 2},
  [61] = {.lex_state = 269, .external_lex_state = 2},
  [62] = {.lex_state = 269, .external_lex_state = 2},
  [63] = {.lex_state = 269, .external_lex_state = 2},
  [64] = {.lex_state = 269, .external_lex_state = 2},
  [65] = {.lex_state = 267, .external_lex_state = 2},
  [66] = {.lex_state = 270, .external_lex_state = 3},
  [67] = {.lex_state = 269, .external_lex_state = 2},
  [68] = {.lex_state = 279, .external_lex_state = 2},
  [69] = {.lex_state = 279, .external_lex_state = 2},
  [70] = {.lex_state = 279, .external_lex_state = 2},
  [71] = {.lex_state = 279, .external_lex_state = 2},
  [72] = {.lex_state = 279, .external_lex_state = 2},
  [73] = {.lex_state = 279, .external_lex_state = 2},
  [74] = {.lex_state = 279, .external_lex_state = 2},
  [75] = {.lex_state = 279, .external_lex_state = 2},
  [76] = {.lex_state = 279, .external_lex_state = 2},
  [77] = {.lex_state = 279, .external_lex_state = 2},
  [78] = {.lex_state = 274, .external_lex_state = 2},
  [79] = {.lex_state = 279, .external_lex_state = 2},
  [80] = {.lex_state = 279, .external_lex_state = 2},
  [81] = {.lex_state = 279, .external_lex_state = 2},
  [82] = {.lex_state = 279, .external_lex_state = 2},
  [83] = {.lex_state = 279, .external_lex_state = 2},
  [84] = {.lex_state = 279, .external_lex_state = 2},
  [85] = {.lex_state = 279, .external_lex_state = 2},
  [86] = {.lex_state = 279, .external_lex_state = 2},
  [87] = {.lex_state = 279, .external_lex_state = 2},
  [88] = {.lex_state = 279, .external_lex_state = 2},
  [89] = {.lex_state = 279, .external_lex_state = 2},
  [90] = {.lex_state = 270, .external_lex_state = 2},
  [91] = {.lex_state = 270, .external_lex_state = 2},
  [92] = {.lex_state = 279, .external_lex_state = 2},
  [93] = {.lex_state = 279, .external_lex_state = 2},
  [94] = {.lex_state = 279, .external_lex_state = 2},
  [95] = {.lex_state = 279, .external_lex_state = 2},
  [96] = {.lex_state = 283, .external_lex_state = 2},
  [97] = {.lex_state = 273, .external_lex_state = 2},
  [98] = {.lex_state = 273, .external_lex_state = 2},
  [99] = {.lex_state = 273, .external_lex_state = 2},
  [100] = {.lex_state = 279, .external_lex_state = 2},
  [101] = {.lex_state = 278, .external_lex_state = 2},
  [102] = {.lex_state = 277, .external_lex_state = 2},
  [103] = {.lex_state = 266, .external_lex_state = 2},
  [104] = {.lex_state = 279, .external_lex_state = 2},
  [105] = {.lex_state = 279, .external_lex_state = 2},
  [106] = {.lex_state = 279, .external_lex_state = 2},
  [107] = {.lex_state = 279, .external_lex_state = 2},
  [108] = {.lex_state = 279, .external_lex_state = 2},
  [109] = {.lex_state = 270, .external_lex_state = 2},
  [110] = {.lex_state = 270, .external_lex_state = 2},
  [111] = {.lex_state = 279, .external_lex_state = 2},
  [112] = {.lex_state = 279, .external_lex_state = 2},
  [113] = {.lex_state = 279, .external_lex_state = 2},
  [114] = {.lex_state = 270, .external_lex_state = 2},
  [115] = {.lex_state = 270, .external_lex_state = 2},
  [116] = {.lex_state = 270, .external_lex_state = 2},
  [117] = {.lex_state = 273, .external_lex_state = 2},
  [118] = {.lex_state = 271, .external_lex_state = 2},
  [119] = {.lex_state = 270, .external_lex_state = 2},
  [120] = {.lex_state = 270, .external_lex_state = 2},
  [121] = {.lex_state = 273, .external_lex_state = 2},
  [122] = {.lex_state = 270, .external_lex_state = 2},
  [123] = {.lex_state = 273, .external_lex_state = 2},
  [124] = {.lex_state = 279, .external_lex_state = 2},
  [125] = {.lex_state = 279, .external_lex_state = 2},
  [126] = {.lex_state = 279, .external_lex_state = 2},
  [127] = {.lex_state = 279, .external_lex_state = 2},
  [128] = {.lex_state = 279, .external_lex_state = 2},
  [129] = {.lex_state = 279, .external_lex_state = 2},
  [130] = {.lex_state = 279, .external_lex_state = 2},
  [131] = {.lex_state = 279, .external_lex_state = 2},
  [132] = {.lex_state = 279, .external_lex_state = 2},
  [133] = {.lex_state = 279, .external_lex_state = 2},
  [134] = {.lex_state = 279, .external_lex_state = 2},
  [135] = {.lex_state = 279, .external_lex_state = 2},
  [136] = {.lex_state = 279, .external_lex_state = 2},
  [137] = {.lex_state = 279, .external_lex_state = 2},
  [138] = {.lex_state = 279, .external_lex_state = 2},
  [139] = {.lex_state = 279, .external_lex_state = 2},
  [140] = {.lex_state = 279, .external_lex_state = 2},
  [141] = {.lex_state = 279, .external_lex_state = 2},
  [142] = {.lex_state = 279, .external_lex_state = 2},
  [143] = {.lex_state = 279, .external_lex_state = 2},
  [144] = {.lex_state = 279, .external_lex_state = 2},
  [145] = {.lex_state = 279, .external_lex_state = 2},
  [146] = {.lex_state = 279, .external_lex_state = 2},
  [147] = {.lex_state = 279, .external_lex_state = 2},
  [148] = {.lex_state = 279, .external_lex_state = 2},
  [149] = {.lex_state = 283, .external_lex_state = 2},
  [150] = {.lex_state = 279, .external_lex_state = 2},
  [151] = {.lex_state = 281, .external_lex_state = 3},
  [152] = {.lex_state = 279, .external_lex_state = 2},
  [153] = {.lex_state = 266, .external_lex_state = 2},
  [154] = {.lex_state = 279, .external_lex_state = 2},
  [155] = {.lex_state = 275, .external_lex_state = 2},
  [156] = {.lex_state = 279, .external_lex_state = 2},
  [157] = {.lex_state = 275, .external_lex_state = 2},
  [158] = {.lex_state = 275, .external_lex_state = 2},
  [159] = {.lex_state = 279, .external_lex_state = 2},
  [160] = {.lex_state = 267, .external_lex_state = 2},
  [161] = {.lex_state = 269, .external_lex_state = 2},
  [162] = {.lex_state = 284, .external_lex_state = 2},
  [163] = {.lex_state = 284, .external_lex_state = 2},
  [164] = {.lex_state = 285, .external_lex_state = 2},
  [165] = {.lex_state = 285, .external_lex_state = 2},
  [166] = {.lex_state = 278, .external_lex_state = 2},
  [167] = {.lex_state = 277, .external_lex_state = 2},
  [168] = {.lex_state = 279, .external_lex_state = 4},
  [169] = {.lex_state = 279, .external_lex_state = 4},
  [170] = {.lex_state = 285, .external_lex_state = 2},
  [171] = {.lex_state = 279, .external_lex_state = 3},
  [172] = {.lex_state = 279, .external_lex_state = 4},
  [173] = {.lex_state = 271, .external_lex_state = 2},
  [174] = {.lex_state = 269, .external_lex_state = 2},
  [175] = {.lex_state = 269, .external_lex_state = 2},
  [176] = {.lex_state = 269, .external_lex_state = 2},
  [177] = {.lex_state = 278, .external_lex_state = 2},
  [178] = {.lex_state = 283, .external_lex_state = 2},
  [179] = {.lex_state = 283, .external_lex_state = 2},
  [180] = {.lex_state = 284, .external_lex_state = 2},
  [181] = {.lex_state = 277, .external_lex_state = 2},
  [182] = {.lex_state = 271, .external_lex_state = 2},
  [183] = {.lex_state = 271, .external_lex_state = 2},
  [184] = {.lex_state = 267, .external_lex_state = 2},
  [185] = {.lex_state = 278, .external_lex_state = 2},
  [186] = {.lex_state = 284, .external_lex_state = 2},
  [187] = {.lex_state = 277, .external_lex_state = 2},
  [188] = {.lex_state = 271, .external_lex_state = 2},
  [189] = {.lex_state = 285, .external_lex_state = 2},
  [190] = {.lex_state = 278, .external_lex_state = 2},
  [191] = {.lex_state = 277, .external_lex_state = 2},
  [192] = {.lex_state = 285, .external_lex_state = 2},
  [193] = {.lex_state = 279, .external_lex_state = 2},
  [194] = {.lex_state = 267, .external_lex_state = 2},
  [195] = {.lex_state = 279, .external_lex_state = 2},
  [196] = {.lex_state = 285, .external_lex_state = 2},
  [197] = {.lex_state = 279, .external_lex_state = 2},
  [198] = {.lex_state = 284, .external_lex_state = 2},
  [199] = {.lex_state = 279, .external_lex_state = 2},
  [200] = {.lex_state = 284, .external_lex_state = 2},
  [201] = {.lex_state = 279, .external_lex_state = 2},
  [202] = {.lex_state = 284, .external_lex_state = 2},
  [203] = {.lex_state = 279, .external_lex_state = 2},
  [204] = {.lex_state = 284, .external_lex_state = 2},
  [205] = {.lex_state = 279, .external_lex_state = 2},
  [206] = {.lex_state = 279, .external_lex_state = 2},
  [207] = {.lex_state = 279, .external_lex_state = 2},
  [208] = {.lex_state = 279, .external_lex_state = 2},
  [209] = {.lex_state = 279, .external_lex_state = 2},
  [210] = {.lex_state = 282, .external_lex_state = 2},
  [211] = {.lex_state = 285, .external_lex_state = 2},
  [212] = {.lex_state = 279, .external_lex_state = 2},
  [213] = {.lex_state = 279, .external_lex_state = 2},
  [214] = {.lex_state = 279, .external_lex_state = 2},
  [215] = {.lex_state = 283, .external_lex_state = 2},
  [216] = {.lex_state = 285, .external_lex_state = 2},
  [217] = {.lex_state = 283, .external_lex_state = 2},
  [218] = {.lex_state = 285, .external_lex_state = 2},
  [219] = {.lex_state = 282, .external_lex_state = 2},
  [220] = {.lex_state = 285, .external_lex_state = 2},
  [221] = {.lex_state = 284, .external_lex_state = 2},
  [222] = {.lex_state = 285, .external_lex_state = 2},
  [223] = {.lex_state = 284, .external_lex_state = 2},
  [224] = {.lex_state = 284, .external_lex_state = 2},
  [225] = {.lex_state = 0, .external_lex_state = 2},
  [226] = {.lex_state = 0, .external_lex_state = 2},
  [227] = {.lex_state = 0, .external_lex_state = 2},
  [228] = {.lex_state = 0, .external_lex_state = 5},
  [229] = {.lex_state = 284, .external_lex_state = 2},
  [230] = {.lex_state = 284, .external_lex_state = 2},
  [231] = {.lex_state = 0, .external_lex_state = 2},
  [232] = {.lex_state = 0, .external_lex_state = 2},
  [233] = {.lex_state = 0, .external_lex_state = 2},
  [234] = {.lex_state = 0, .external_lex_state = 2},
  [235] = {.lex_state = 0, .external_lex_state = 2},
  [236] = {.lex_state = 0, .external_lex_state = 2},
  [237] = {.lex_state = 0, .external_lex_state = 2},
  [238] = {.lex_state = 0, .external_lex_state = 2},
  [239] = {.lex_state = 0, .external_lex_state = 2},
  [240] = {.lex_state = 0, .external_lex_state = 2},
  [241] = {.lex_state = 0, .external_lex_state = 2},
  [242] = {.lex_state = 0, .external_lex_state = 5},
  [243] = {.lex_state = 0, .external_lex_state = 2},
  [244] = {.lex_state = 0, .external_lex_state = 2},
  [245] = {.lex_state = 0, .external_lex_state = 2},
  [246] = {.lex_state = 284, .external_lex_state = 2},
  [247] = {.lex_state = 0, .external_lex_state = 2},
  [248] = {.lex_state = 0, .external_lex_state = 5},
  [249] = {.lex_state = 0, .external_lex_state = 5},
  [250] = {.lex_state = 0, .external_lex_state = 2},
  [251] = {.lex_state = 0, .external_lex_state = 6},
  [252] = {.lex_state = 0, .external_lex_state = 2},
  [253] = {.lex_state = 0, .external_lex_state = 6},
  [254] = {.lex_state = 0, .external_lex_state = 6},
  [255] = {.lex_state = 0, .external_lex_state = 6},
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
    [sym__error_sentinel] = ACTIONS(1),
  },
  [1] = {
    [sym_source_file] = STATE(250),
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
    [sym__word] = STATE(84),
    [aux_sym_source_file_repeat1] = STATE(3),
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
    [sym__statement] = STATE(252),
    [sym_job_statement] = STATE(252),
    [sym_final_statement] = STATE(252),
    [sym_provisioner_statement] = STATE(252),
    [sym_service_statement] = STATE(252),
    [sym_subdag_statement] = STATE(252),
    [sym_splice_statement] = STATE(252),
    [sym_submit_description_statement] = STATE(252),
    [sym_dependency_statement] = STATE(252),
    [sym_connect_statement] = STATE(252),
    [sym_pin_in_statement] = STATE(252),
    [sym_pin_out_statement] = STATE(252),
    [sym_script_statement] = STATE(252),
    [sym_pre_skip_statement] = STATE(252),
    [sym_retry_statement] = STATE(252),
    [sym_abort_dag_on_statement] = STATE(252),
    [sym_vars_statement] = STATE(252),
    [sym_priority_statement] = STATE(252),
    [sym_tolerance_statement] = STATE(252),
    [sym_done_statement] = STATE(252),
    [sym_category_statement] = STATE(252),
    [sym_maxjobs_statement] = STATE(252),
    [sym_save_point_file_statement] = STATE(252),
    [sym_include_statement] = STATE(252),
    [sym_config_statement] = STATE(252),
    [sym_jobstate_log_statement] = STATE(252),
    [sym_dot_statement] = STATE(252),
    [sym_node_status_file_statement] = STATE(252),
    [sym_set_job_attr_statement] = STATE(252),
    [sym_env_statement] = STATE(252),
    [sym_reject_statement] = STATE(252),
    [sym_unknown_statement] = STATE(252),
    [sym__word] = STATE(84),
    [aux_sym_source_file_repeat1] = STATE(2),
    [ts_builtin_sym_end] = ACTIONS(75),
    [sym__newline] = ACTIONS(77),
    [sym_comment] = ACTIONS(80),
    [aux_sym_job_statement_token1] = ACTIONS(83),
    [aux_sym_final_statement_token1] = ACTIONS(86),
    [aux_sym_provisioner_statement_token1] = ACTIONS(89),
    [aux_sym_service_statement_token1] = ACTIONS(92),
    [aux_sym_subdag_statement_token1] = ACTIONS(95),
    [aux_sym_done_token1] = ACTIONS(98),
    [aux_sym_splice_statement_token1] = ACTIONS(101),
    [aux_sym_submit_description_statement_token1] = ACTIONS(104),
    [aux_sym_dependency_statement_token1] = ACTIONS(107),
    [aux_sym_dependency_statement_token2] = ACTIONS(110),
    [aux_sym_connect_statement_token1] = ACTIONS(113),
    [aux_sym_pin_in_statement_token1] = ACTIONS(116),
    [aux_sym_pin_out_statement_token1] = ACTIONS(119),
    [aux_sym_script_statement_token1] = ACTIONS(122),
    [aux_sym_pre_skip_statement_token1] = ACTIONS(125),
    [aux_sym_retry_statement_token1] = ACTIONS(128),
    [aux_sym_abort_dag_on_statement_token1] = ACTIONS(131),
    [aux_sym_vars_statement_token1] = ACTIONS(134),
    [aux_sym_priority_statement_token1] = ACTIONS(137),
    [aux_sym_tolerance_statement_token1] = ACTIONS(140),
    [aux_sym_category_statement_token1] = ACTIONS(143),
    [aux_sym_maxjobs_statement_token1] = ACTIONS(146),
    [aux_sym_save_point_file_statement_token1] = ACTIONS(149),
    [aux_sym_include_statement_token1] = ACTIONS(152),
    [aux_sym_config_statement_token1] = ACTIONS(155),
    [aux_sym_jobstate_log_statement_token1] = ACTIONS(158),
    [aux_sym_dot_statement_token1] = ACTIONS(161),
    [aux_sym_node_status_file_statement_token1] = ACTIONS(164),
    [aux_sym_set_job_attr_statement_token1] = ACTIONS(167),
    [aux_sym_env_statement_token1] = ACTIONS(170),
    [aux_sym_reject_statement_token1] = ACTIONS(173),
    [sym__closed_word] = ACTIONS(176),
    [sym__unclosed_word] = ACTIONS(176),
    [sym__line_continuation] = ACTIONS(3),
  },
  [3] = {
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
    [sym__word] = STATE(84),
    [aux_sym_source_file_repeat1] = STATE(2),
    [ts_builtin_sym_end] = ACTIONS(179),
    [sym__newline] = ACTIONS(181),
    [sym_comment] = ACTIONS(183),
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
    ACTIONS(75), 1,
      ts_builtin_sym_end,
    ACTIONS(185), 35,
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
    ACTIONS(187), 1,
      ts_builtin_sym_end,
    ACTIONS(189), 1,
      sym__newline,
    ACTIONS(191), 1,
      aux_sym_dir_option_token1,
    ACTIONS(193), 1,
      aux_sym_noop_token1,
    ACTIONS(195), 1,
      aux_sym_done_token1,
    STATE(119), 1,
      sym__word,
    ACTIONS(197), 2,
      sym__closed_word,
      sym__unclosed_word,
    STATE(10), 6,
      sym__node_option,
      sym_dir_option,
      sym_noop,
      sym_done,
      sym_unexpected,
      aux_sym__node_arguments_repeat1,
  [78] = 9,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(191), 1,
      aux_sym_dir_option_token1,
    ACTIONS(193), 1,
      aux_sym_noop_token1,
    ACTIONS(195), 1,
      aux_sym_done_token1,
    ACTIONS(199), 1,
      ts_builtin_sym_end,
    ACTIONS(201), 1,
      sym__newline,
    STATE(119), 1,
      sym__word,
    ACTIONS(197), 2,
      sym__closed_word,
      sym__unclosed_word,
    STATE(9), 6,
      sym__node_option,
      sym_dir_option,
      sym_noop,
      sym_done,
      sym_unexpected,
      aux_sym__node_arguments_repeat1,
  [112] = 9,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(203), 1,
      ts_builtin_sym_end,
    ACTIONS(205), 1,
      sym__newline,
    ACTIONS(207), 1,
      aux_sym_dir_option_token1,
    ACTIONS(210), 1,
      aux_sym_noop_token1,
    ACTIONS(213), 1,
      aux_sym_done_token1,
    STATE(119), 1,
      sym__word,
    ACTIONS(216), 2,
      sym__closed_word,
      sym__unclosed_word,
    STATE(7), 6,
      sym__node_option,
      sym_dir_option,
      sym_noop,
      sym_done,
      sym_unexpected,
      aux_sym__node_arguments_repeat1,
  [146] = 9,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(191), 1,
      aux_sym_dir_option_token1,
    ACTIONS(193), 1,
      aux_sym_noop_token1,
    ACTIONS(195), 1,
      aux_sym_done_token1,
    ACTIONS(219), 1,
      ts_builtin_sym_end,
    ACTIONS(221), 1,
      sym__newline,
    STATE(119), 1,
      sym__word,
    ACTIONS(197), 2,
      sym__closed_word,
      sym__unclosed_word,
    STATE(11), 6,
      sym__node_option,
      sym_dir_option,
      sym_noop,
      sym_done,
      sym_unexpected,
      aux_sym__node_arguments_repeat1,
  [180] = 9,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(191), 1,
      aux_sym_dir_option_token1,
    ACTIONS(193), 1,
      aux_sym_noop_token1,
    ACTIONS(195), 1,
      aux_sym_done_token1,
    ACTIONS(223), 1,
      ts_builtin_sym_end,
    ACTIONS(225), 1,
      sym__newline,
    STATE(119), 1,
      sym__word,
    ACTIONS(197), 2,
      sym__closed_word,
      sym__unclosed_word,
    STATE(7), 6,
      sym__node_option,
      sym_dir_option,
      sym_noop,
      sym_done,
      sym_unexpected,
      aux_sym__node_arguments_repeat1,
  [214] = 9,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(191), 1,
      aux_sym_dir_option_token1,
    ACTIONS(193), 1,
      aux_sym_noop_token1,
    ACTIONS(195), 1,
      aux_sym_done_token1,
    ACTIONS(227), 1,
      ts_builtin_sym_end,
    ACTIONS(229), 1,
      sym__newline,
    STATE(119), 1,
      sym__word,
    ACTIONS(197), 2,
      sym__closed_word,
      sym__unclosed_word,
    STATE(7), 6,
      sym__node_option,
      sym_dir_option,
      sym_noop,
      sym_done,
      sym_unexpected,
      aux_sym__node_arguments_repeat1,
  [248] = 9,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(191), 1,
      aux_sym_dir_option_token1,
    ACTIONS(193), 1,
      aux_sym_noop_token1,
    ACTIONS(195), 1,
      aux_sym_done_token1,
    ACTIONS(231), 1,
      ts_builtin_sym_end,
    ACTIONS(233), 1,
      sym__newline,
    STATE(119), 1,
      sym__word,
    ACTIONS(197), 2,
      sym__closed_word,
      sym__unclosed_word,
    STATE(7), 6,
      sym__node_option,
      sym_dir_option,
      sym_noop,
      sym_done,
      sym_unexpected,
      aux_sym__node_arguments_repeat1,
  [282] = 8,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(235), 1,
      ts_builtin_sym_end,
    ACTIONS(237), 1,
      sym__newline,
    ACTIONS(239), 1,
      aux_sym_include_statement_token1,
    STATE(40), 1,
      sym__word,
    ACTIONS(243), 2,
      sym__closed_word,
      sym__unclosed_word,
    STATE(14), 3,
      sym_dot_include,
      sym_unexpected,
      aux_sym_dot_statement_repeat1,
    ACTIONS(241), 4,
      aux_sym_dot_statement_token2,
      aux_sym_dot_statement_token3,
      aux_sym_dot_statement_token4,
      aux_sym_dot_statement_token5,
  [313] = 8,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(245), 1,
      ts_builtin_sym_end,
    ACTIONS(247), 1,
      sym__newline,
    ACTIONS(249), 1,
      aux_sym_include_statement_token1,
    STATE(40), 1,
      sym__word,
    ACTIONS(255), 2,
      sym__closed_word,
      sym__unclosed_word,
    STATE(13), 3,
      sym_dot_include,
      sym_unexpected,
      aux_sym_dot_statement_repeat1,
    ACTIONS(252), 4,
      aux_sym_dot_statement_token2,
      aux_sym_dot_statement_token3,
      aux_sym_dot_statement_token4,
      aux_sym_dot_statement_token5,
  [344] = 8,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(239), 1,
      aux_sym_include_statement_token1,
    ACTIONS(258), 1,
      ts_builtin_sym_end,
    ACTIONS(260), 1,
      sym__newline,
    STATE(40), 1,
      sym__word,
    ACTIONS(243), 2,
      sym__closed_word,
      sym__unclosed_word,
    STATE(13), 3,
      sym_dot_include,
      sym_unexpected,
      aux_sym_dot_statement_repeat1,
    ACTIONS(262), 4,
      aux_sym_dot_statement_token2,
      aux_sym_dot_statement_token3,
      aux_sym_dot_statement_token4,
      aux_sym_dot_statement_token5,
  [375] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(264), 1,
      ts_builtin_sym_end,
    ACTIONS(266), 1,
      sym__newline,
    ACTIONS(268), 1,
      sym_script_type,
    ACTIONS(270), 1,
      aux_sym_defer_option_token1,
    ACTIONS(272), 1,
      aux_sym_debug_option_token1,
    STATE(113), 1,
      sym_unexpected,
    STATE(214), 1,
      sym__word,
    ACTIONS(73), 2,
      sym__closed_word,
      sym__unclosed_word,
    STATE(16), 3,
      sym_defer_option,
      sym_debug_option,
      aux_sym_script_statement_repeat1,
  [409] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(270), 1,
      aux_sym_defer_option_token1,
    ACTIONS(272), 1,
      aux_sym_debug_option_token1,
    ACTIONS(274), 1,
      ts_builtin_sym_end,
    ACTIONS(276), 1,
      sym__newline,
    ACTIONS(278), 1,
      sym_script_type,
    STATE(83), 1,
      sym_unexpected,
    STATE(214), 1,
      sym__word,
    ACTIONS(73), 2,
      sym__closed_word,
      sym__unclosed_word,
    STATE(18), 3,
      sym_defer_option,
      sym_debug_option,
      aux_sym_script_statement_repeat1,
  [443] = 6,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(280), 1,
      ts_builtin_sym_end,
    STATE(34), 1,
      sym_path,
    STATE(39), 1,
      sym__word,
    ACTIONS(243), 2,
      sym__closed_word,
      sym__unclosed_word,
    ACTIONS(282), 6,
      sym__newline,
      aux_sym_include_statement_token1,
      aux_sym_dot_statement_token2,
      aux_sym_dot_statement_token3,
      aux_sym_dot_statement_token4,
      aux_sym_dot_statement_token5,
  [468] = 6,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(284), 1,
      ts_builtin_sym_end,
    ACTIONS(288), 1,
      aux_sym_defer_option_token1,
    ACTIONS(291), 1,
      aux_sym_debug_option_token1,
    STATE(18), 3,
      sym_defer_option,
      sym_debug_option,
      aux_sym_script_statement_repeat1,
    ACTIONS(286), 4,
      sym__newline,
      sym_script_type,
      sym__closed_word,
      sym__unclosed_word,
  [492] = 7,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(294), 1,
      ts_builtin_sym_end,
    ACTIONS(296), 1,
      sym__newline,
    ACTIONS(298), 1,
      aux_sym_return_option_token1,
    STATE(187), 1,
      sym__word,
    ACTIONS(301), 2,
      sym__closed_word,
      sym__unclosed_word,
    STATE(19), 3,
      sym_return_option,
      sym_unexpected,
      aux_sym_abort_dag_on_statement_repeat1,
  [517] = 5,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(304), 1,
      ts_builtin_sym_end,
    ACTIONS(308), 1,
      sym_ignored_text,
    ACTIONS(310), 1,
      sym__description_newline,
    ACTIONS(306), 6,
      sym__newline,
      aux_sym_dir_option_token1,
      aux_sym_noop_token1,
      aux_sym_done_token1,
      sym__closed_word,
      sym__unclosed_word,
  [538] = 7,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(312), 1,
      ts_builtin_sym_end,
    ACTIONS(314), 1,
      sym__newline,
    ACTIONS(316), 1,
      aux_sym_dir_option_token1,
    STATE(182), 1,
      sym__word,
    ACTIONS(318), 2,
      sym__closed_word,
      sym__unclosed_word,
    STATE(30), 3,
      sym_dir_option,
      sym_unexpected,
      aux_sym_splice_statement_repeat1,
  [563] = 6,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(320), 1,
      ts_builtin_sym_end,
    STATE(97), 1,
      sym_number,
    STATE(117), 1,
      sym__word,
    ACTIONS(324), 2,
      sym__closed_word,
      sym__unclosed_word,
    ACTIONS(322), 4,
      sym__newline,
      sym_script_type,
      aux_sym_defer_option_token1,
      aux_sym_debug_option_token1,
  [586] = 6,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(326), 1,
      ts_builtin_sym_end,
    STATE(98), 1,
      sym_debug_stream,
    STATE(99), 1,
      sym__word,
    ACTIONS(324), 2,
      sym__closed_word,
      sym__unclosed_word,
    ACTIONS(328), 4,
      sym__newline,
      sym_script_type,
      aux_sym_defer_option_token1,
      aux_sym_debug_option_token1,
  [609] = 7,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(330), 1,
      ts_builtin_sym_end,
    ACTIONS(332), 1,
      sym__newline,
    ACTIONS(334), 1,
      aux_sym_unless_exit_token1,
    STATE(185), 1,
      sym__word,
    ACTIONS(336), 2,
      sym__closed_word,
      sym__unclosed_word,
    STATE(31), 3,
      sym_unless_exit,
      sym_unexpected,
      aux_sym_retry_statement_repeat1,
  [634] = 7,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(338), 1,
      ts_builtin_sym_end,
    ACTIONS(340), 1,
      sym__newline,
    ACTIONS(342), 1,
      aux_sym_return_option_token1,
    STATE(187), 1,
      sym__word,
    ACTIONS(344), 2,
      sym__closed_word,
      sym__unclosed_word,
    STATE(32), 3,
      sym_return_option,
      sym_unexpected,
      aux_sym_abort_dag_on_statement_repeat1,
  [659] = 7,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(346), 1,
      ts_builtin_sym_end,
    ACTIONS(348), 1,
      sym__newline,
    STATE(157), 1,
      sym__word,
    ACTIONS(350), 2,
      aux_sym_tolerance_statement_token2,
      aux_sym_tolerance_statement_token3,
    ACTIONS(352), 2,
      sym__closed_word,
      sym__unclosed_word,
    STATE(33), 2,
      sym_unexpected,
      aux_sym_tolerance_statement_repeat1,
  [684] = 6,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(354), 1,
      ts_builtin_sym_end,
    STATE(110), 1,
      sym_path,
    STATE(120), 1,
      sym__word,
    ACTIONS(197), 2,
      sym__closed_word,
      sym__unclosed_word,
    ACTIONS(356), 4,
      sym__newline,
      aux_sym_dir_option_token1,
      aux_sym_noop_token1,
      aux_sym_done_token1,
  [707] = 6,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(358), 1,
      ts_builtin_sym_end,
    STATE(22), 1,
      sym_number,
    STATE(117), 1,
      sym__word,
    ACTIONS(324), 2,
      sym__closed_word,
      sym__unclosed_word,
    ACTIONS(360), 4,
      sym__newline,
      sym_script_type,
      aux_sym_defer_option_token1,
      aux_sym_debug_option_token1,
  [730] = 9,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(362), 1,
      ts_builtin_sym_end,
    ACTIONS(364), 1,
      sym__newline,
    ACTIONS(366), 1,
      aux_sym_dependency_statement_token2,
    ACTIONS(368), 1,
      aux_sym_dependency_statement_token3,
    STATE(54), 1,
      aux_sym_dependency_statement_repeat1,
    STATE(161), 1,
      sym_node_name,
    STATE(175), 1,
      sym__word,
    ACTIONS(370), 2,
      sym__closed_word,
      sym__unclosed_word,
  [759] = 7,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(316), 1,
      aux_sym_dir_option_token1,
    ACTIONS(372), 1,
      ts_builtin_sym_end,
    ACTIONS(374), 1,
      sym__newline,
    STATE(182), 1,
      sym__word,
    ACTIONS(318), 2,
      sym__closed_word,
      sym__unclosed_word,
    STATE(35), 3,
      sym_dir_option,
      sym_unexpected,
      aux_sym_splice_statement_repeat1,
  [784] = 7,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(334), 1,
      aux_sym_unless_exit_token1,
    ACTIONS(376), 1,
      ts_builtin_sym_end,
    ACTIONS(378), 1,
      sym__newline,
    STATE(185), 1,
      sym__word,
    ACTIONS(336), 2,
      sym__closed_word,
      sym__unclosed_word,
    STATE(36), 3,
      sym_unless_exit,
      sym_unexpected,
      aux_sym_retry_statement_repeat1,
  [809] = 7,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(342), 1,
      aux_sym_return_option_token1,
    ACTIONS(380), 1,
      ts_builtin_sym_end,
    ACTIONS(382), 1,
      sym__newline,
    STATE(187), 1,
      sym__word,
    ACTIONS(344), 2,
      sym__closed_word,
      sym__unclosed_word,
    STATE(19), 3,
      sym_return_option,
      sym_unexpected,
      aux_sym_abort_dag_on_statement_repeat1,
  [834] = 7,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(384), 1,
      ts_builtin_sym_end,
    ACTIONS(386), 1,
      sym__newline,
    STATE(157), 1,
      sym__word,
    ACTIONS(352), 2,
      sym__closed_word,
      sym__unclosed_word,
    ACTIONS(388), 2,
      aux_sym_tolerance_statement_token2,
      aux_sym_tolerance_statement_token3,
    STATE(38), 2,
      sym_unexpected,
      aux_sym_tolerance_statement_repeat1,
  [859] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(390), 1,
      ts_builtin_sym_end,
    ACTIONS(392), 8,
      sym__newline,
      aux_sym_include_statement_token1,
      aux_sym_dot_statement_token2,
      aux_sym_dot_statement_token3,
      aux_sym_dot_statement_token4,
      aux_sym_dot_statement_token5,
      sym__closed_word,
      sym__unclosed_word,
  [876] = 7,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(394), 1,
      ts_builtin_sym_end,
    ACTIONS(396), 1,
      sym__newline,
    ACTIONS(398), 1,
      aux_sym_dir_option_token1,
    STATE(182), 1,
      sym__word,
    ACTIONS(401), 2,
      sym__closed_word,
      sym__unclosed_word,
    STATE(35), 3,
      sym_dir_option,
      sym_unexpected,
      aux_sym_splice_statement_repeat1,
  [901] = 7,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(404), 1,
      ts_builtin_sym_end,
    ACTIONS(406), 1,
      sym__newline,
    ACTIONS(408), 1,
      aux_sym_unless_exit_token1,
    STATE(185), 1,
      sym__word,
    ACTIONS(411), 2,
      sym__closed_word,
      sym__unclosed_word,
    STATE(36), 3,
      sym_unless_exit,
      sym_unexpected,
      aux_sym_retry_statement_repeat1,
  [926] = 9,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(73), 1,
      sym__unclosed_word,
    ACTIONS(414), 1,
      ts_builtin_sym_end,
    ACTIONS(416), 1,
      sym__newline,
    ACTIONS(418), 1,
      sym__closed_word,
    ACTIONS(420), 1,
      sym_description_open,
    STATE(139), 1,
      sym_inline_description,
    STATE(214), 1,
      sym__word,
    STATE(75), 2,
      sym_unexpected,
      aux_sym_submit_description_statement_repeat2,
  [955] = 7,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(422), 1,
      ts_builtin_sym_end,
    ACTIONS(424), 1,
      sym__newline,
    STATE(157), 1,
      sym__word,
    ACTIONS(426), 2,
      aux_sym_tolerance_statement_token2,
      aux_sym_tolerance_statement_token3,
    ACTIONS(429), 2,
      sym__closed_word,
      sym__unclosed_word,
    STATE(38), 2,
      sym_unexpected,
      aux_sym_tolerance_statement_repeat1,
  [980] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(432), 1,
      ts_builtin_sym_end,
    ACTIONS(434), 8,
      sym__newline,
      aux_sym_include_statement_token1,
      aux_sym_dot_statement_token2,
      aux_sym_dot_statement_token3,
      aux_sym_dot_statement_token4,
      aux_sym_dot_statement_token5,
      sym__closed_word,
      sym__unclosed_word,
  [997] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(436), 1,
      ts_builtin_sym_end,
    ACTIONS(438), 8,
      sym__newline,
      aux_sym_include_statement_token1,
      aux_sym_dot_statement_token2,
      aux_sym_dot_statement_token3,
      aux_sym_dot_statement_token4,
      aux_sym_dot_statement_token5,
      sym__closed_word,
      sym__unclosed_word,
  [1014] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(440), 1,
      ts_builtin_sym_end,
    ACTIONS(442), 8,
      sym__newline,
      aux_sym_include_statement_token1,
      aux_sym_dot_statement_token2,
      aux_sym_dot_statement_token3,
      aux_sym_dot_statement_token4,
      aux_sym_dot_statement_token5,
      sym__closed_word,
      sym__unclosed_word,
  [1031] = 6,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(444), 1,
      ts_builtin_sym_end,
    STATE(23), 1,
      sym_path,
    STATE(121), 1,
      sym__word,
    ACTIONS(324), 2,
      sym__closed_word,
      sym__unclosed_word,
    ACTIONS(446), 4,
      sym__newline,
      sym_script_type,
      aux_sym_defer_option_token1,
      aux_sym_debug_option_token1,
  [1054] = 7,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(448), 1,
      ts_builtin_sym_end,
    STATE(43), 1,
      aux_sym_dependency_statement_repeat1,
    STATE(161), 1,
      sym_node_name,
    STATE(175), 1,
      sym__word,
    ACTIONS(450), 2,
      sym__newline,
      aux_sym_dependency_statement_token3,
    ACTIONS(452), 2,
      sym__closed_word,
      sym__unclosed_word,
  [1078] = 8,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(455), 1,
      ts_builtin_sym_end,
    ACTIONS(457), 1,
      sym__newline,
    ACTIONS(459), 1,
      aux_sym_dependency_statement_token3,
    STATE(49), 1,
      aux_sym_dependency_statement_repeat2,
    STATE(175), 1,
      sym__word,
    STATE(176), 1,
      sym_node_name,
    ACTIONS(370), 2,
      sym__closed_word,
      sym__unclosed_word,
  [1104] = 7,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(461), 1,
      ts_builtin_sym_end,
    ACTIONS(463), 1,
      sym__newline,
    STATE(189), 1,
      sym_unexpected,
    STATE(218), 1,
      sym__word,
    ACTIONS(465), 2,
      aux_sym_env_statement_token2,
      aux_sym_env_statement_token3,
    ACTIONS(467), 2,
      sym__closed_word,
      sym__unclosed_word,
  [1128] = 8,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(469), 1,
      ts_builtin_sym_end,
    ACTIONS(471), 1,
      sym__newline,
    ACTIONS(473), 1,
      aux_sym_dependency_statement_token3,
    STATE(51), 1,
      aux_sym_dependency_statement_repeat2,
    STATE(175), 1,
      sym__word,
    STATE(176), 1,
      sym_node_name,
    ACTIONS(370), 2,
      sym__closed_word,
      sym__unclosed_word,
  [1154] = 8,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(459), 1,
      aux_sym_dependency_statement_token3,
    ACTIONS(475), 1,
      ts_builtin_sym_end,
    ACTIONS(477), 1,
      sym__newline,
    STATE(49), 1,
      aux_sym_dependency_statement_repeat2,
    STATE(175), 1,
      sym__word,
    STATE(176), 1,
      sym_node_name,
    ACTIONS(370), 2,
      sym__closed_word,
      sym__unclosed_word,
  [1180] = 8,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(479), 1,
      ts_builtin_sym_end,
    ACTIONS(481), 1,
      sym__newline,
    ACTIONS(483), 1,
      aux_sym_dependency_statement_token3,
    STATE(61), 1,
      aux_sym_dependency_statement_repeat2,
    STATE(175), 1,
      sym__word,
    STATE(176), 1,
      sym_node_name,
    ACTIONS(370), 2,
      sym__closed_word,
      sym__unclosed_word,
  [1206] = 8,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(485), 1,
      ts_builtin_sym_end,
    ACTIONS(487), 1,
      sym__newline,
    ACTIONS(489), 1,
      aux_sym_dependency_statement_token3,
    STATE(49), 1,
      aux_sym_dependency_statement_repeat2,
    STATE(175), 1,
      sym__word,
    STATE(176), 1,
      sym_node_name,
    ACTIONS(492), 2,
      sym__closed_word,
      sym__unclosed_word,
  [1232] = 8,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(459), 1,
      aux_sym_dependency_statement_token3,
    ACTIONS(495), 1,
      ts_builtin_sym_end,
    ACTIONS(497), 1,
      sym__newline,
    STATE(49), 1,
      aux_sym_dependency_statement_repeat2,
    STATE(175), 1,
      sym__word,
    STATE(176), 1,
      sym_node_name,
    ACTIONS(370), 2,
      sym__closed_word,
      sym__unclosed_word,
  [1258] = 8,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(459), 1,
      aux_sym_dependency_statement_token3,
    ACTIONS(499), 1,
      ts_builtin_sym_end,
    ACTIONS(501), 1,
      sym__newline,
    STATE(49), 1,
      aux_sym_dependency_statement_repeat2,
    STATE(175), 1,
      sym__word,
    STATE(176), 1,
      sym_node_name,
    ACTIONS(370), 2,
      sym__closed_word,
      sym__unclosed_word,
  [1284] = 8,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(503), 1,
      ts_builtin_sym_end,
    ACTIONS(505), 1,
      sym__newline,
    ACTIONS(507), 1,
      aux_sym_dependency_statement_token3,
    STATE(62), 1,
      aux_sym_dependency_statement_repeat2,
    STATE(175), 1,
      sym__word,
    STATE(176), 1,
      sym_node_name,
    ACTIONS(370), 2,
      sym__closed_word,
      sym__unclosed_word,
  [1310] = 8,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(503), 1,
      ts_builtin_sym_end,
    ACTIONS(505), 1,
      sym__newline,
    ACTIONS(509), 1,
      aux_sym_dependency_statement_token3,
    STATE(60), 1,
      aux_sym_dependency_statement_repeat1,
    STATE(161), 1,
      sym_node_name,
    STATE(175), 1,
      sym__word,
    ACTIONS(370), 2,
      sym__closed_word,
      sym__unclosed_word,
  [1336] = 8,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(511), 1,
      ts_builtin_sym_end,
    ACTIONS(513), 1,
      sym__newline,
    ACTIONS(515), 1,
      aux_sym_dependency_statement_token3,
    STATE(43), 1,
      aux_sym_dependency_statement_repeat1,
    STATE(161), 1,
      sym_node_name,
    STATE(175), 1,
      sym__word,
    ACTIONS(370), 2,
      sym__closed_word,
      sym__unclosed_word,
  [1362] = 8,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(517), 1,
      ts_builtin_sym_end,
    ACTIONS(519), 1,
      sym__newline,
    ACTIONS(521), 1,
      aux_sym_dependency_statement_token3,
    STATE(47), 1,
      aux_sym_dependency_statement_repeat2,
    STATE(175), 1,
      sym__word,
    STATE(176), 1,
      sym_node_name,
    ACTIONS(370), 2,
      sym__closed_word,
      sym__unclosed_word,
  [1388] = 8,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(523), 1,
      ts_builtin_sym_end,
    ACTIONS(525), 1,
      sym__newline,
    ACTIONS(527), 1,
      aux_sym_dependency_statement_token3,
    STATE(64), 1,
      aux_sym_dependency_statement_repeat1,
    STATE(161), 1,
      sym_node_name,
    STATE(175), 1,
      sym__word,
    ACTIONS(370), 2,
      sym__closed_word,
      sym__unclosed_word,
  [1414] = 7,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(529), 1,
      ts_builtin_sym_end,
    ACTIONS(531), 1,
      sym__newline,
    ACTIONS(533), 1,
      aux_sym_node_status_file_statement_token2,
    STATE(160), 1,
      sym__word,
    ACTIONS(536), 2,
      sym__closed_word,
      sym__unclosed_word,
    STATE(57), 2,
      sym_number,
      aux_sym_node_status_file_statement_repeat1,
  [1438] = 7,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(539), 1,
      ts_builtin_sym_end,
    ACTIONS(541), 1,
      sym__newline,
    ACTIONS(543), 1,
      aux_sym_node_status_file_statement_token2,
    STATE(160), 1,
      sym__word,
    ACTIONS(545), 2,
      sym__closed_word,
      sym__unclosed_word,
    STATE(65), 2,
      sym_number,
      aux_sym_node_status_file_statement_repeat1,
  [1462] = 8,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(197), 1,
      sym__unclosed_word,
    ACTIONS(547), 1,
      ts_builtin_sym_end,
    ACTIONS(549), 1,
      sym__newline,
    ACTIONS(551), 1,
      sym__closed_word,
    ACTIONS(553), 1,
      sym_description_open,
    STATE(120), 1,
      sym__word,
    STATE(5), 2,
      sym_inline_description,
      sym_path,
  [1488] = 8,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(555), 1,
      ts_builtin_sym_end,
    ACTIONS(557), 1,
      sym__newline,
    ACTIONS(559), 1,
      aux_sym_dependency_statement_token3,
    STATE(43), 1,
      aux_sym_dependency_statement_repeat1,
    STATE(161), 1,
      sym_node_name,
    STATE(175), 1,
      sym__word,
    ACTIONS(370), 2,
      sym__closed_word,
      sym__unclosed_word,
  [1514] = 8,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(459), 1,
      aux_sym_dependency_statement_token3,
    ACTIONS(561), 1,
      ts_builtin_sym_end,
    ACTIONS(563), 1,
      sym__newline,
    STATE(49), 1,
      aux_sym_dependency_statement_repeat2,
    STATE(175), 1,
      sym__word,
    STATE(176), 1,
      sym_node_name,
    ACTIONS(370), 2,
      sym__closed_word,
      sym__unclosed_word,
  [1540] = 8,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(459), 1,
      aux_sym_dependency_statement_token3,
    ACTIONS(565), 1,
      ts_builtin_sym_end,
    ACTIONS(567), 1,
      sym__newline,
    STATE(49), 1,
      aux_sym_dependency_statement_repeat2,
    STATE(175), 1,
      sym__word,
    STATE(176), 1,
      sym_node_name,
    ACTIONS(370), 2,
      sym__closed_word,
      sym__unclosed_word,
  [1566] = 8,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(569), 1,
      ts_builtin_sym_end,
    ACTIONS(571), 1,
      sym__newline,
    ACTIONS(573), 1,
      aux_sym_dependency_statement_token3,
    STATE(44), 1,
      aux_sym_dependency_statement_repeat2,
    STATE(175), 1,
      sym__word,
    STATE(176), 1,
      sym_node_name,
    ACTIONS(370), 2,
      sym__closed_word,
      sym__unclosed_word,
  [1592] = 8,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(575), 1,
      ts_builtin_sym_end,
    ACTIONS(577), 1,
      sym__newline,
    ACTIONS(579), 1,
      aux_sym_dependency_statement_token3,
    STATE(43), 1,
      aux_sym_dependency_statement_repeat1,
    STATE(161), 1,
      sym_node_name,
    STATE(175), 1,
      sym__word,
    ACTIONS(370), 2,
      sym__closed_word,
      sym__unclosed_word,
  [1618] = 7,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(581), 1,
      ts_builtin_sym_end,
    ACTIONS(583), 1,
      sym__newline,
    ACTIONS(585), 1,
      aux_sym_node_status_file_statement_token2,
    STATE(160), 1,
      sym__word,
    ACTIONS(545), 2,
      sym__closed_word,
      sym__unclosed_word,
    STATE(57), 2,
      sym_number,
      aux_sym_node_status_file_statement_repeat1,
  [1642] = 4,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(587), 1,
      ts_builtin_sym_end,
    ACTIONS(591), 1,
      sym__description_newline,
    ACTIONS(589), 6,
      sym__newline,
      aux_sym_dir_option_token1,
      aux_sym_noop_token1,
      aux_sym_done_token1,
      sym__closed_word,
      sym__unclosed_word,
  [1660] = 8,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(593), 1,
      ts_builtin_sym_end,
    ACTIONS(595), 1,
      sym__newline,
    ACTIONS(597), 1,
      aux_sym_dependency_statement_token3,
    STATE(50), 1,
      aux_sym_dependency_statement_repeat2,
    STATE(175), 1,
      sym__word,
    STATE(176), 1,
      sym_node_name,
    ACTIONS(370), 2,
      sym__closed_word,
      sym__unclosed_word,
  [1686] = 8,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(73), 1,
      sym__unclosed_word,
    ACTIONS(418), 1,
      sym__closed_word,
    ACTIONS(599), 1,
      ts_builtin_sym_end,
    ACTIONS(601), 1,
      sym__newline,
    STATE(145), 1,
      sym_node_name,
    STATE(197), 1,
      sym__word,
    STATE(241), 1,
      sym__node_number,
  [1711] = 7,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(73), 1,
      sym__unclosed_word,
    ACTIONS(418), 1,
      sym__closed_word,
    ACTIONS(603), 1,
      ts_builtin_sym_end,
    ACTIONS(605), 1,
      sym__newline,
    STATE(214), 1,
      sym__word,
    STATE(88), 2,
      sym_unexpected,
      aux_sym_submit_description_statement_repeat2,
  [1734] = 7,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(73), 1,
      sym__unclosed_word,
    ACTIONS(418), 1,
      sym__closed_word,
    ACTIONS(607), 1,
      ts_builtin_sym_end,
    ACTIONS(609), 1,
      sym__newline,
    STATE(214), 1,
      sym__word,
    STATE(89), 2,
      sym_unexpected,
      aux_sym_submit_description_statement_repeat2,
  [1757] = 8,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(73), 1,
      sym__unclosed_word,
    ACTIONS(418), 1,
      sym__closed_word,
    ACTIONS(611), 1,
      ts_builtin_sym_end,
    ACTIONS(613), 1,
      sym__newline,
    STATE(145), 1,
      sym_node_name,
    STATE(197), 1,
      sym__word,
    STATE(240), 1,
      sym__node_number,
  [1782] = 7,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(73), 1,
      sym__unclosed_word,
    ACTIONS(418), 1,
      sym__closed_word,
    ACTIONS(615), 1,
      ts_builtin_sym_end,
    ACTIONS(617), 1,
      sym__newline,
    STATE(214), 1,
      sym__word,
    STATE(89), 2,
      sym_unexpected,
      aux_sym_submit_description_statement_repeat2,
  [1805] = 7,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(73), 1,
      sym__unclosed_word,
    ACTIONS(418), 1,
      sym__closed_word,
    ACTIONS(619), 1,
      ts_builtin_sym_end,
    ACTIONS(621), 1,
      sym__newline,
    STATE(214), 1,
      sym__word,
    STATE(89), 2,
      sym_unexpected,
      aux_sym_submit_description_statement_repeat2,
  [1828] = 8,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(73), 1,
      sym__unclosed_word,
    ACTIONS(418), 1,
      sym__closed_word,
    ACTIONS(623), 1,
      ts_builtin_sym_end,
    ACTIONS(625), 1,
      sym__newline,
    STATE(69), 1,
      sym_path,
    STATE(212), 1,
      sym__word,
    STATE(236), 1,
      sym__file_argument,
  [1853] = 7,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(73), 1,
      sym__unclosed_word,
    ACTIONS(418), 1,
      sym__closed_word,
    ACTIONS(627), 1,
      ts_builtin_sym_end,
    ACTIONS(629), 1,
      sym__newline,
    STATE(214), 1,
      sym__word,
    STATE(89), 2,
      sym_unexpected,
      aux_sym_submit_description_statement_repeat2,
  [1876] = 8,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(73), 1,
      sym__unclosed_word,
    ACTIONS(418), 1,
      sym__closed_word,
    ACTIONS(631), 1,
      ts_builtin_sym_end,
    ACTIONS(633), 1,
      sym__newline,
    STATE(69), 1,
      sym_path,
    STATE(212), 1,
      sym__word,
    STATE(244), 1,
      sym__file_argument,
  [1901] = 8,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(73), 1,
      sym__unclosed_word,
    ACTIONS(418), 1,
      sym__closed_word,
    ACTIONS(635), 1,
      ts_builtin_sym_end,
    ACTIONS(637), 1,
      sym__newline,
    STATE(69), 1,
      sym_path,
    STATE(212), 1,
      sym__word,
    STATE(226), 1,
      sym__file_argument,
  [1926] = 7,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(639), 1,
      ts_builtin_sym_end,
    ACTIONS(641), 1,
      sym__newline,
    ACTIONS(643), 1,
      aux_sym_subdag_statement_token2,
    STATE(131), 1,
      sym_node_name,
    STATE(197), 1,
      sym__word,
    ACTIONS(73), 2,
      sym__closed_word,
      sym__unclosed_word,
  [1949] = 7,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(73), 1,
      sym__unclosed_word,
    ACTIONS(418), 1,
      sym__closed_word,
    ACTIONS(645), 1,
      ts_builtin_sym_end,
    ACTIONS(647), 1,
      sym__newline,
    STATE(214), 1,
      sym__word,
    STATE(70), 2,
      sym_unexpected,
      aux_sym_submit_description_statement_repeat2,
  [1972] = 7,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(73), 1,
      sym__unclosed_word,
    ACTIONS(418), 1,
      sym__closed_word,
    ACTIONS(649), 1,
      ts_builtin_sym_end,
    ACTIONS(651), 1,
      sym__newline,
    STATE(214), 1,
      sym__word,
    STATE(95), 2,
      sym_unexpected,
      aux_sym_submit_description_statement_repeat2,
  [1995] = 7,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(73), 1,
      sym__unclosed_word,
    ACTIONS(418), 1,
      sym__closed_word,
    ACTIONS(653), 1,
      ts_builtin_sym_end,
    ACTIONS(655), 1,
      sym__newline,
    STATE(214), 1,
      sym__word,
    STATE(124), 2,
      sym_unexpected,
      aux_sym_submit_description_statement_repeat2,
  [2018] = 7,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(73), 1,
      sym__unclosed_word,
    ACTIONS(418), 1,
      sym__closed_word,
    ACTIONS(657), 1,
      ts_builtin_sym_end,
    ACTIONS(659), 1,
      sym__newline,
    STATE(214), 1,
      sym__word,
    STATE(89), 2,
      sym_unexpected,
      aux_sym_submit_description_statement_repeat2,
  [2041] = 7,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(73), 1,
      sym__unclosed_word,
    ACTIONS(418), 1,
      sym__closed_word,
    ACTIONS(657), 1,
      ts_builtin_sym_end,
    ACTIONS(659), 1,
      sym__newline,
    STATE(214), 1,
      sym__word,
    STATE(100), 2,
      sym_unexpected,
      aux_sym_submit_description_statement_repeat2,
  [2064] = 7,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(73), 1,
      sym__unclosed_word,
    ACTIONS(418), 1,
      sym__closed_word,
    ACTIONS(661), 1,
      ts_builtin_sym_end,
    ACTIONS(663), 1,
      sym__newline,
    STATE(214), 1,
      sym__word,
    STATE(72), 2,
      sym_unexpected,
      aux_sym_submit_description_statement_repeat2,
  [2087] = 7,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(73), 1,
      sym__unclosed_word,
    ACTIONS(418), 1,
      sym__closed_word,
    ACTIONS(665), 1,
      ts_builtin_sym_end,
    ACTIONS(667), 1,
      sym__newline,
    STATE(214), 1,
      sym__word,
    STATE(105), 2,
      sym_unexpected,
      aux_sym_submit_description_statement_repeat2,
  [2110] = 7,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(73), 1,
      sym__unclosed_word,
    ACTIONS(418), 1,
      sym__closed_word,
    ACTIONS(669), 1,
      ts_builtin_sym_end,
    ACTIONS(671), 1,
      sym__newline,
    STATE(214), 1,
      sym__word,
    STATE(106), 2,
      sym_unexpected,
      aux_sym_submit_description_statement_repeat2,
  [2133] = 7,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(73), 1,
      sym__unclosed_word,
    ACTIONS(418), 1,
      sym__closed_word,
    ACTIONS(673), 1,
      ts_builtin_sym_end,
    ACTIONS(675), 1,
      sym__newline,
    STATE(214), 1,
      sym__word,
    STATE(107), 2,
      sym_unexpected,
      aux_sym_submit_description_statement_repeat2,
  [2156] = 7,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(73), 1,
      sym__unclosed_word,
    ACTIONS(418), 1,
      sym__closed_word,
    ACTIONS(677), 1,
      ts_builtin_sym_end,
    ACTIONS(679), 1,
      sym__newline,
    STATE(214), 1,
      sym__word,
    STATE(89), 2,
      sym_unexpected,
      aux_sym_submit_description_statement_repeat2,
  [2179] = 7,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(681), 1,
      ts_builtin_sym_end,
    ACTIONS(683), 1,
      sym__newline,
    ACTIONS(685), 1,
      sym__closed_word,
    ACTIONS(688), 1,
      sym__unclosed_word,
    STATE(214), 1,
      sym__word,
    STATE(89), 2,
      sym_unexpected,
      aux_sym_submit_description_statement_repeat2,
  [2202] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(691), 1,
      ts_builtin_sym_end,
    ACTIONS(693), 6,
      sym__newline,
      aux_sym_dir_option_token1,
      aux_sym_noop_token1,
      aux_sym_done_token1,
      sym__closed_word,
      sym__unclosed_word,
  [2217] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(695), 1,
      ts_builtin_sym_end,
    ACTIONS(697), 6,
      sym__newline,
      aux_sym_dir_option_token1,
      aux_sym_noop_token1,
      aux_sym_done_token1,
      sym__closed_word,
      sym__unclosed_word,
  [2232] = 7,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(73), 1,
      sym__unclosed_word,
    ACTIONS(418), 1,
      sym__closed_word,
    ACTIONS(699), 1,
      ts_builtin_sym_end,
    ACTIONS(701), 1,
      sym__newline,
    STATE(214), 1,
      sym__word,
    STATE(73), 2,
      sym_unexpected,
      aux_sym_submit_description_statement_repeat2,
  [2255] = 8,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(703), 1,
      ts_builtin_sym_end,
    ACTIONS(705), 1,
      sym__newline,
    ACTIONS(707), 1,
      sym__closed_word,
    ACTIONS(709), 1,
      sym__unclosed_word,
    STATE(59), 1,
      sym_node_name,
    STATE(172), 1,
      sym__word,
    STATE(239), 1,
      sym__node_arguments,
  [2280] = 8,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(707), 1,
      sym__closed_word,
    ACTIONS(709), 1,
      sym__unclosed_word,
    ACTIONS(711), 1,
      ts_builtin_sym_end,
    ACTIONS(713), 1,
      sym__newline,
    STATE(59), 1,
      sym_node_name,
    STATE(172), 1,
      sym__word,
    STATE(233), 1,
      sym__node_arguments,
  [2305] = 7,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(73), 1,
      sym__unclosed_word,
    ACTIONS(418), 1,
      sym__closed_word,
    ACTIONS(715), 1,
      ts_builtin_sym_end,
    ACTIONS(717), 1,
      sym__newline,
    STATE(214), 1,
      sym__word,
    STATE(89), 2,
      sym_unexpected,
      aux_sym_submit_description_statement_repeat2,
  [2328] = 6,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(719), 1,
      ts_builtin_sym_end,
    ACTIONS(721), 1,
      sym__newline,
    ACTIONS(725), 1,
      sym_variable,
    ACTIONS(723), 2,
      aux_sym_vars_statement_token2,
      aux_sym_vars_statement_token3,
    STATE(186), 2,
      sym_variable_assignment,
      aux_sym_vars_statement_repeat1,
  [2349] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(727), 1,
      ts_builtin_sym_end,
    ACTIONS(729), 6,
      sym__newline,
      sym_script_type,
      aux_sym_defer_option_token1,
      aux_sym_debug_option_token1,
      sym__closed_word,
      sym__unclosed_word,
  [2364] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(731), 1,
      ts_builtin_sym_end,
    ACTIONS(733), 6,
      sym__newline,
      sym_script_type,
      aux_sym_defer_option_token1,
      aux_sym_debug_option_token1,
      sym__closed_word,
      sym__unclosed_word,
  [2379] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(735), 1,
      ts_builtin_sym_end,
    ACTIONS(737), 6,
      sym__newline,
      sym_script_type,
      aux_sym_defer_option_token1,
      aux_sym_debug_option_token1,
      sym__closed_word,
      sym__unclosed_word,
  [2394] = 7,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(73), 1,
      sym__unclosed_word,
    ACTIONS(418), 1,
      sym__closed_word,
    ACTIONS(739), 1,
      ts_builtin_sym_end,
    ACTIONS(741), 1,
      sym__newline,
    STATE(214), 1,
      sym__word,
    STATE(89), 2,
      sym_unexpected,
      aux_sym_submit_description_statement_repeat2,
  [2417] = 6,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(743), 1,
      ts_builtin_sym_end,
    STATE(166), 1,
      sym_number,
    STATE(177), 1,
      sym__word,
    ACTIONS(336), 2,
      sym__closed_word,
      sym__unclosed_word,
    ACTIONS(745), 2,
      sym__newline,
      aux_sym_unless_exit_token1,
  [2438] = 6,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(747), 1,
      ts_builtin_sym_end,
    STATE(167), 1,
      sym_number,
    STATE(181), 1,
      sym__word,
    ACTIONS(344), 2,
      sym__closed_word,
      sym__unclosed_word,
    ACTIONS(749), 2,
      sym__newline,
      aux_sym_return_option_token1,
  [2459] = 6,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(751), 1,
      ts_builtin_sym_end,
    STATE(221), 1,
      sym_value,
    STATE(223), 1,
      sym__word,
    ACTIONS(753), 2,
      sym__newline,
      sym_variable,
    ACTIONS(755), 2,
      sym__closed_word,
      sym__unclosed_word,
  [2480] = 8,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(73), 1,
      sym__unclosed_word,
    ACTIONS(418), 1,
      sym__closed_word,
    ACTIONS(757), 1,
      ts_builtin_sym_end,
    ACTIONS(759), 1,
      sym__newline,
    STATE(145), 1,
      sym_node_name,
    STATE(197), 1,
      sym__word,
    STATE(227), 1,
      sym__node_number,
  [2505] = 7,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(73), 1,
      sym__unclosed_word,
    ACTIONS(418), 1,
      sym__closed_word,
    ACTIONS(761), 1,
      ts_builtin_sym_end,
    ACTIONS(763), 1,
      sym__newline,
    STATE(214), 1,
      sym__word,
    STATE(89), 2,
      sym_unexpected,
      aux_sym_submit_description_statement_repeat2,
  [2528] = 7,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(73), 1,
      sym__unclosed_word,
    ACTIONS(418), 1,
      sym__closed_word,
    ACTIONS(765), 1,
      ts_builtin_sym_end,
    ACTIONS(767), 1,
      sym__newline,
    STATE(214), 1,
      sym__word,
    STATE(89), 2,
      sym_unexpected,
      aux_sym_submit_description_statement_repeat2,
  [2551] = 7,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(73), 1,
      sym__unclosed_word,
    ACTIONS(418), 1,
      sym__closed_word,
    ACTIONS(769), 1,
      ts_builtin_sym_end,
    ACTIONS(771), 1,
      sym__newline,
    STATE(214), 1,
      sym__word,
    STATE(89), 2,
      sym_unexpected,
      aux_sym_submit_description_statement_repeat2,
  [2574] = 8,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(73), 1,
      sym__unclosed_word,
    ACTIONS(418), 1,
      sym__closed_word,
    ACTIONS(773), 1,
      ts_builtin_sym_end,
    ACTIONS(775), 1,
      sym__newline,
    STATE(145), 1,
      sym_node_name,
    STATE(197), 1,
      sym__word,
    STATE(245), 1,
      sym__node_number,
  [2599] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(777), 1,
      ts_builtin_sym_end,
    ACTIONS(779), 6,
      sym__newline,
      aux_sym_dir_option_token1,
      aux_sym_noop_token1,
      aux_sym_done_token1,
      sym__closed_word,
      sym__unclosed_word,
  [2614] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(781), 1,
      ts_builtin_sym_end,
    ACTIONS(783), 6,
      sym__newline,
      aux_sym_dir_option_token1,
      aux_sym_noop_token1,
      aux_sym_done_token1,
      sym__closed_word,
      sym__unclosed_word,
  [2629] = 8,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(707), 1,
      sym__closed_word,
    ACTIONS(709), 1,
      sym__unclosed_word,
    ACTIONS(785), 1,
      ts_builtin_sym_end,
    ACTIONS(787), 1,
      sym__newline,
    STATE(59), 1,
      sym_node_name,
    STATE(172), 1,
      sym__word,
    STATE(234), 1,
      sym__node_arguments,
  [2654] = 8,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(707), 1,
      sym__closed_word,
    ACTIONS(709), 1,
      sym__unclosed_word,
    ACTIONS(789), 1,
      ts_builtin_sym_end,
    ACTIONS(791), 1,
      sym__newline,
    STATE(59), 1,
      sym_node_name,
    STATE(172), 1,
      sym__word,
    STATE(231), 1,
      sym__node_arguments,
  [2679] = 7,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(73), 1,
      sym__unclosed_word,
    ACTIONS(274), 1,
      ts_builtin_sym_end,
    ACTIONS(276), 1,
      sym__newline,
    ACTIONS(418), 1,
      sym__closed_word,
    STATE(214), 1,
      sym__word,
    STATE(82), 2,
      sym_unexpected,
      aux_sym_submit_description_statement_repeat2,
  [2702] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(793), 1,
      ts_builtin_sym_end,
    ACTIONS(795), 6,
      sym__newline,
      aux_sym_dir_option_token1,
      aux_sym_noop_token1,
      aux_sym_done_token1,
      sym__closed_word,
      sym__unclosed_word,
  [2717] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(797), 1,
      ts_builtin_sym_end,
    ACTIONS(799), 6,
      sym__newline,
      aux_sym_dir_option_token1,
      aux_sym_noop_token1,
      aux_sym_done_token1,
      sym__closed_word,
      sym__unclosed_word,
  [2732] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(801), 1,
      ts_builtin_sym_end,
    ACTIONS(803), 6,
      sym__newline,
      aux_sym_dir_option_token1,
      aux_sym_noop_token1,
      aux_sym_done_token1,
      sym__closed_word,
      sym__unclosed_word,
  [2747] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(805), 1,
      ts_builtin_sym_end,
    ACTIONS(807), 6,
      sym__newline,
      sym_script_type,
      aux_sym_defer_option_token1,
      aux_sym_debug_option_token1,
      sym__closed_word,
      sym__unclosed_word,
  [2762] = 6,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(354), 1,
      ts_builtin_sym_end,
    STATE(173), 1,
      sym_path,
    STATE(183), 1,
      sym__word,
    ACTIONS(318), 2,
      sym__closed_word,
      sym__unclosed_word,
    ACTIONS(356), 2,
      sym__newline,
      aux_sym_dir_option_token1,
  [2783] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(436), 1,
      ts_builtin_sym_end,
    ACTIONS(438), 6,
      sym__newline,
      aux_sym_dir_option_token1,
      aux_sym_noop_token1,
      aux_sym_done_token1,
      sym__closed_word,
      sym__unclosed_word,
  [2798] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(432), 1,
      ts_builtin_sym_end,
    ACTIONS(434), 6,
      sym__newline,
      aux_sym_dir_option_token1,
      aux_sym_noop_token1,
      aux_sym_done_token1,
      sym__closed_word,
      sym__unclosed_word,
  [2813] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(432), 1,
      ts_builtin_sym_end,
    ACTIONS(434), 6,
      sym__newline,
      sym_script_type,
      aux_sym_defer_option_token1,
      aux_sym_debug_option_token1,
      sym__closed_word,
      sym__unclosed_word,
  [2828] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(440), 1,
      ts_builtin_sym_end,
    ACTIONS(442), 6,
      sym__newline,
      aux_sym_dir_option_token1,
      aux_sym_noop_token1,
      aux_sym_done_token1,
      sym__closed_word,
      sym__unclosed_word,
  [2843] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(440), 1,
      ts_builtin_sym_end,
    ACTIONS(442), 6,
      sym__newline,
      sym_script_type,
      aux_sym_defer_option_token1,
      aux_sym_debug_option_token1,
      sym__closed_word,
      sym__unclosed_word,
  [2858] = 7,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(73), 1,
      sym__unclosed_word,
    ACTIONS(418), 1,
      sym__closed_word,
    ACTIONS(809), 1,
      ts_builtin_sym_end,
    ACTIONS(811), 1,
      sym__newline,
    STATE(214), 1,
      sym__word,
    STATE(89), 2,
      sym_unexpected,
      aux_sym_submit_description_statement_repeat2,
  [2881] = 7,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(344), 1,
      sym__unclosed_word,
    ACTIONS(813), 1,
      ts_builtin_sym_end,
    ACTIONS(815), 1,
      sym__newline,
    ACTIONS(817), 1,
      sym__closed_word,
    STATE(25), 1,
      sym_number,
    STATE(181), 1,
      sym__word,
  [2903] = 7,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(73), 1,
      sym__unclosed_word,
    ACTIONS(418), 1,
      sym__closed_word,
    ACTIONS(819), 1,
      ts_builtin_sym_end,
    ACTIONS(821), 1,
      sym__newline,
    STATE(86), 1,
      sym_number,
    STATE(208), 1,
      sym__word,
  [2925] = 7,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(73), 1,
      sym__unclosed_word,
    ACTIONS(418), 1,
      sym__closed_word,
    ACTIONS(823), 1,
      ts_builtin_sym_end,
    ACTIONS(825), 1,
      sym__newline,
    STATE(133), 1,
      sym_splice_name,
    STATE(209), 1,
      sym__word,
  [2947] = 7,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(73), 1,
      sym__unclosed_word,
    ACTIONS(418), 1,
      sym__closed_word,
    ACTIONS(827), 1,
      ts_builtin_sym_end,
    ACTIONS(829), 1,
      sym__newline,
    STATE(156), 1,
      sym_node_name,
    STATE(197), 1,
      sym__word,
  [2969] = 7,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(73), 1,
      sym__unclosed_word,
    ACTIONS(418), 1,
      sym__closed_word,
    ACTIONS(831), 1,
      ts_builtin_sym_end,
    ACTIONS(833), 1,
      sym__newline,
    STATE(141), 1,
      sym_node_name,
    STATE(197), 1,
      sym__word,
  [2991] = 7,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(73), 1,
      sym__unclosed_word,
    ACTIONS(418), 1,
      sym__closed_word,
    ACTIONS(835), 1,
      ts_builtin_sym_end,
    ACTIONS(837), 1,
      sym__newline,
    STATE(136), 1,
      sym_node_name,
    STATE(197), 1,
      sym__word,
  [3013] = 7,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(197), 1,
      sym__unclosed_word,
    ACTIONS(551), 1,
      sym__closed_word,
    ACTIONS(839), 1,
      ts_builtin_sym_end,
    ACTIONS(841), 1,
      sym__newline,
    STATE(6), 1,
      sym_path,
    STATE(120), 1,
      sym__word,
  [3035] = 7,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(73), 1,
      sym__unclosed_word,
    ACTIONS(418), 1,
      sym__closed_word,
    ACTIONS(843), 1,
      ts_builtin_sym_end,
    ACTIONS(845), 1,
      sym__newline,
    STATE(126), 1,
      sym_category_name,
    STATE(199), 1,
      sym__word,
  [3057] = 7,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(318), 1,
      sym__unclosed_word,
    ACTIONS(847), 1,
      ts_builtin_sym_end,
    ACTIONS(849), 1,
      sym__newline,
    ACTIONS(851), 1,
      sym__closed_word,
    STATE(21), 1,
      sym_path,
    STATE(183), 1,
      sym__word,
  [3079] = 7,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(73), 1,
      sym__unclosed_word,
    ACTIONS(418), 1,
      sym__closed_word,
    ACTIONS(853), 1,
      ts_builtin_sym_end,
    ACTIONS(855), 1,
      sym__newline,
    STATE(147), 1,
      aux_sym_submit_description_statement_repeat1,
    STATE(203), 1,
      sym__word,
  [3101] = 7,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(707), 1,
      sym__closed_word,
    ACTIONS(709), 1,
      sym__unclosed_word,
    ACTIONS(857), 1,
      ts_builtin_sym_end,
    ACTIONS(859), 1,
      sym__newline,
    STATE(37), 1,
      sym_description_name,
    STATE(168), 1,
      sym__word,
  [3123] = 7,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(197), 1,
      sym__unclosed_word,
    ACTIONS(551), 1,
      sym__closed_word,
    ACTIONS(861), 1,
      ts_builtin_sym_end,
    ACTIONS(863), 1,
      sym__newline,
    STATE(8), 1,
      sym_path,
    STATE(120), 1,
      sym__word,
  [3145] = 7,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(73), 1,
      sym__unclosed_word,
    ACTIONS(418), 1,
      sym__closed_word,
    ACTIONS(865), 1,
      ts_builtin_sym_end,
    ACTIONS(867), 1,
      sym__newline,
    STATE(138), 1,
      sym_node_name,
    STATE(197), 1,
      sym__word,
  [3167] = 7,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(73), 1,
      sym__unclosed_word,
    ACTIONS(418), 1,
      sym__closed_word,
    ACTIONS(869), 1,
      ts_builtin_sym_end,
    ACTIONS(871), 1,
      sym__newline,
    STATE(87), 1,
      sym_path,
    STATE(212), 1,
      sym__word,
  [3189] = 7,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(73), 1,
      sym__unclosed_word,
    ACTIONS(418), 1,
      sym__closed_word,
    ACTIONS(627), 1,
      ts_builtin_sym_end,
    ACTIONS(629), 1,
      sym__newline,
    STATE(134), 1,
      aux_sym_submit_description_statement_repeat1,
    STATE(203), 1,
      sym__word,
  [3211] = 7,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(243), 1,
      sym__unclosed_word,
    ACTIONS(873), 1,
      ts_builtin_sym_end,
    ACTIONS(875), 1,
      sym__newline,
    ACTIONS(877), 1,
      sym__closed_word,
    STATE(12), 1,
      sym_path,
    STATE(39), 1,
      sym__word,
  [3233] = 7,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(73), 1,
      sym__unclosed_word,
    ACTIONS(418), 1,
      sym__closed_word,
    ACTIONS(879), 1,
      ts_builtin_sym_end,
    ACTIONS(881), 1,
      sym__newline,
    STATE(85), 1,
      sym_category_name,
    STATE(199), 1,
      sym__word,
  [3255] = 7,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(73), 1,
      sym__unclosed_word,
    ACTIONS(418), 1,
      sym__closed_word,
    ACTIONS(883), 1,
      ts_builtin_sym_end,
    ACTIONS(885), 1,
      sym__newline,
    STATE(125), 1,
      sym_node_name,
    STATE(197), 1,
      sym__word,
  [3277] = 7,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(887), 1,
      ts_builtin_sym_end,
    ACTIONS(889), 1,
      sym__newline,
    ACTIONS(891), 1,
      sym__closed_word,
    ACTIONS(893), 1,
      sym__unclosed_word,
    STATE(96), 1,
      sym_node_name,
    STATE(179), 1,
      sym__word,
  [3299] = 7,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(73), 1,
      sym__unclosed_word,
    ACTIONS(418), 1,
      sym__closed_word,
    ACTIONS(895), 1,
      ts_builtin_sym_end,
    ACTIONS(897), 1,
      sym__newline,
    STATE(80), 1,
      sym_splice_name,
    STATE(209), 1,
      sym__word,
  [3321] = 7,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(73), 1,
      sym__unclosed_word,
    ACTIONS(418), 1,
      sym__closed_word,
    ACTIONS(899), 1,
      ts_builtin_sym_end,
    ACTIONS(901), 1,
      sym__newline,
    STATE(81), 1,
      sym_number,
    STATE(208), 1,
      sym__word,
  [3343] = 7,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(467), 1,
      sym__unclosed_word,
    ACTIONS(903), 1,
      ts_builtin_sym_end,
    ACTIONS(905), 1,
      sym__newline,
    ACTIONS(907), 1,
      sym__closed_word,
    STATE(165), 1,
      sym_node_name,
    STATE(222), 1,
      sym__word,
  [3365] = 7,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(909), 1,
      ts_builtin_sym_end,
    ACTIONS(911), 1,
      sym__newline,
    ACTIONS(913), 1,
      sym__closed_word,
    ACTIONS(916), 1,
      sym__unclosed_word,
    STATE(147), 1,
      aux_sym_submit_description_statement_repeat1,
    STATE(203), 1,
      sym__word,
  [3387] = 7,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(467), 1,
      sym__unclosed_word,
    ACTIONS(907), 1,
      sym__closed_word,
    ACTIONS(919), 1,
      ts_builtin_sym_end,
    ACTIONS(921), 1,
      sym__newline,
    STATE(192), 1,
      sym_node_name,
    STATE(222), 1,
      sym__word,
  [3409] = 5,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(721), 1,
      sym__newline,
    ACTIONS(925), 1,
      sym_variable,
    ACTIONS(923), 2,
      aux_sym_vars_statement_token2,
      aux_sym_vars_statement_token3,
    STATE(202), 2,
      sym_variable_assignment,
      aux_sym_vars_statement_repeat1,
  [3427] = 7,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(73), 1,
      sym__unclosed_word,
    ACTIONS(418), 1,
      sym__closed_word,
    ACTIONS(927), 1,
      ts_builtin_sym_end,
    ACTIONS(929), 1,
      sym__newline,
    STATE(154), 1,
      sym_node_name,
    STATE(197), 1,
      sym__word,
  [3449] = 5,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(304), 1,
      ts_builtin_sym_end,
    ACTIONS(931), 1,
      sym_ignored_text,
    ACTIONS(933), 1,
      sym__description_newline,
    ACTIONS(306), 3,
      sym__newline,
      sym__closed_word,
      sym__unclosed_word,
  [3467] = 7,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(73), 1,
      sym__unclosed_word,
    ACTIONS(418), 1,
      sym__closed_word,
    ACTIONS(935), 1,
      ts_builtin_sym_end,
    ACTIONS(937), 1,
      sym__newline,
    STATE(92), 1,
      sym_node_name,
    STATE(197), 1,
      sym__word,
  [3489] = 5,
    ACTIONS(3), 1,
      sym__line_continuation,
    STATE(229), 1,
      sym_value,
    STATE(230), 1,
      sym__word,
    ACTIONS(753), 2,
      sym__newline,
      sym_variable,
    ACTIONS(939), 2,
      sym__closed_word,
      sym__unclosed_word,
  [3507] = 7,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(336), 1,
      sym__unclosed_word,
    ACTIONS(941), 1,
      ts_builtin_sym_end,
    ACTIONS(943), 1,
      sym__newline,
    ACTIONS(945), 1,
      sym__closed_word,
    STATE(24), 1,
      sym_number,
    STATE(177), 1,
      sym__word,
  [3529] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(805), 1,
      ts_builtin_sym_end,
    ACTIONS(807), 5,
      sym__newline,
      aux_sym_tolerance_statement_token2,
      aux_sym_tolerance_statement_token3,
      sym__closed_word,
      sym__unclosed_word,
  [3543] = 7,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(352), 1,
      sym__unclosed_word,
    ACTIONS(947), 1,
      ts_builtin_sym_end,
    ACTIONS(949), 1,
      sym__newline,
    ACTIONS(951), 1,
      sym__closed_word,
    STATE(26), 1,
      sym_number,
    STATE(155), 1,
      sym__word,
  [3565] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(436), 1,
      ts_builtin_sym_end,
    ACTIONS(438), 5,
      sym__newline,
      aux_sym_tolerance_statement_token2,
      aux_sym_tolerance_statement_token3,
      sym__closed_word,
      sym__unclosed_word,
  [3579] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(440), 1,
      ts_builtin_sym_end,
    ACTIONS(442), 5,
      sym__newline,
      aux_sym_tolerance_statement_token2,
      aux_sym_tolerance_statement_token3,
      sym__closed_word,
      sym__unclosed_word,
  [3593] = 7,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(545), 1,
      sym__unclosed_word,
    ACTIONS(953), 1,
      ts_builtin_sym_end,
    ACTIONS(955), 1,
      sym__newline,
    ACTIONS(957), 1,
      sym__closed_word,
    STATE(58), 1,
      sym_path,
    STATE(194), 1,
      sym__word,
  [3615] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(805), 1,
      ts_builtin_sym_end,
    ACTIONS(807), 4,
      sym__newline,
      aux_sym_node_status_file_statement_token2,
      sym__closed_word,
      sym__unclosed_word,
  [3628] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(959), 1,
      ts_builtin_sym_end,
    ACTIONS(961), 4,
      sym__newline,
      aux_sym_dependency_statement_token3,
      sym__closed_word,
      sym__unclosed_word,
  [3641] = 5,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(725), 1,
      sym_variable,
    ACTIONS(963), 1,
      ts_builtin_sym_end,
    ACTIONS(965), 1,
      sym__newline,
    STATE(163), 2,
      sym_variable_assignment,
      aux_sym_vars_statement_repeat1,
  [3658] = 5,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(967), 1,
      ts_builtin_sym_end,
    ACTIONS(969), 1,
      sym__newline,
    ACTIONS(971), 1,
      sym_variable,
    STATE(163), 2,
      sym_variable_assignment,
      aux_sym_vars_statement_repeat1,
  [3675] = 6,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(974), 1,
      ts_builtin_sym_end,
    ACTIONS(976), 1,
      sym__newline,
    ACTIONS(978), 1,
      sym__text,
    STATE(196), 1,
      aux_sym_script_command_repeat1,
    STATE(238), 1,
      sym_argument_text,
  [3694] = 6,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(980), 1,
      ts_builtin_sym_end,
    ACTIONS(982), 1,
      sym__newline,
    ACTIONS(984), 1,
      sym__text,
    STATE(211), 1,
      aux_sym_script_command_repeat1,
    STATE(235), 1,
      sym_script_command,
  [3713] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(986), 1,
      ts_builtin_sym_end,
    ACTIONS(988), 4,
      sym__newline,
      aux_sym_unless_exit_token1,
      sym__closed_word,
      sym__unclosed_word,
  [3726] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(990), 1,
      ts_builtin_sym_end,
    ACTIONS(992), 4,
      sym__newline,
      aux_sym_return_option_token1,
      sym__closed_word,
      sym__unclosed_word,
  [3739] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(996), 2,
      sym__newline,
      sym__unclosed_word,
    ACTIONS(994), 3,
      sym_description_open,
      ts_builtin_sym_end,
      sym__closed_word,
  [3752] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(442), 2,
      sym__newline,
      sym__unclosed_word,
    ACTIONS(440), 3,
      sym_description_open,
      ts_builtin_sym_end,
      sym__closed_word,
  [3765] = 6,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(978), 1,
      sym__text,
    ACTIONS(998), 1,
      ts_builtin_sym_end,
    ACTIONS(1000), 1,
      sym__newline,
    STATE(196), 1,
      aux_sym_script_command_repeat1,
    STATE(243), 1,
      sym_argument_text,
  [3784] = 4,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1002), 1,
      sym__description_newline,
    ACTIONS(587), 2,
      ts_builtin_sym_end,
      sym__closed_word,
    ACTIONS(589), 2,
      sym__newline,
      sym__unclosed_word,
  [3799] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1006), 2,
      sym__newline,
      sym__unclosed_word,
    ACTIONS(1004), 3,
      sym_description_open,
      ts_builtin_sym_end,
      sym__closed_word,
  [3812] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(781), 1,
      ts_builtin_sym_end,
    ACTIONS(783), 4,
      sym__newline,
      aux_sym_dir_option_token1,
      sym__closed_word,
      sym__unclosed_word,
  [3825] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(440), 1,
      ts_builtin_sym_end,
    ACTIONS(442), 4,
      sym__newline,
      aux_sym_dependency_statement_token3,
      sym__closed_word,
      sym__unclosed_word,
  [3838] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1004), 1,
      ts_builtin_sym_end,
    ACTIONS(1006), 4,
      sym__newline,
      aux_sym_dependency_statement_token3,
      sym__closed_word,
      sym__unclosed_word,
  [3851] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1008), 1,
      ts_builtin_sym_end,
    ACTIONS(1010), 4,
      sym__newline,
      aux_sym_dependency_statement_token3,
      sym__closed_word,
      sym__unclosed_word,
  [3864] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(805), 1,
      ts_builtin_sym_end,
    ACTIONS(807), 4,
      sym__newline,
      aux_sym_unless_exit_token1,
      sym__closed_word,
      sym__unclosed_word,
  [3877] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(440), 1,
      ts_builtin_sym_end,
    ACTIONS(442), 4,
      sym__newline,
      aux_sym_vars_statement_token2,
      aux_sym_vars_statement_token3,
      sym_variable,
  [3890] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1004), 1,
      ts_builtin_sym_end,
    ACTIONS(1006), 4,
      sym__newline,
      aux_sym_vars_statement_token2,
      aux_sym_vars_statement_token3,
      sym_variable,
  [3903] = 5,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(725), 1,
      sym_variable,
    ACTIONS(1012), 1,
      ts_builtin_sym_end,
    ACTIONS(1014), 1,
      sym__newline,
    STATE(162), 2,
      sym_variable_assignment,
      aux_sym_vars_statement_repeat1,
  [3920] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(805), 1,
      ts_builtin_sym_end,
    ACTIONS(807), 4,
      sym__newline,
      aux_sym_return_option_token1,
      sym__closed_word,
      sym__unclosed_word,
  [3933] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(436), 1,
      ts_builtin_sym_end,
    ACTIONS(438), 4,
      sym__newline,
      aux_sym_dir_option_token1,
      sym__closed_word,
      sym__unclosed_word,
  [3946] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(432), 1,
      ts_builtin_sym_end,
    ACTIONS(434), 4,
      sym__newline,
      aux_sym_dir_option_token1,
      sym__closed_word,
      sym__unclosed_word,
  [3959] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(440), 1,
      ts_builtin_sym_end,
    ACTIONS(442), 4,
      sym__newline,
      aux_sym_node_status_file_statement_token2,
      sym__closed_word,
      sym__unclosed_word,
  [3972] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(436), 1,
      ts_builtin_sym_end,
    ACTIONS(438), 4,
      sym__newline,
      aux_sym_unless_exit_token1,
      sym__closed_word,
      sym__unclosed_word,
  [3985] = 5,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(725), 1,
      sym_variable,
    ACTIONS(1016), 1,
      ts_builtin_sym_end,
    ACTIONS(1018), 1,
      sym__newline,
    STATE(163), 2,
      sym_variable_assignment,
      aux_sym_vars_statement_repeat1,
  [4002] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(436), 1,
      ts_builtin_sym_end,
    ACTIONS(438), 4,
      sym__newline,
      aux_sym_return_option_token1,
      sym__closed_word,
      sym__unclosed_word,
  [4015] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(440), 1,
      ts_builtin_sym_end,
    ACTIONS(442), 4,
      sym__newline,
      aux_sym_dir_option_token1,
      sym__closed_word,
      sym__unclosed_word,
  [4028] = 6,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(978), 1,
      sym__text,
    ACTIONS(1020), 1,
      ts_builtin_sym_end,
    ACTIONS(1022), 1,
      sym__newline,
    STATE(196), 1,
      aux_sym_script_command_repeat1,
    STATE(237), 1,
      sym_argument_text,
  [4047] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(440), 1,
      ts_builtin_sym_end,
    ACTIONS(442), 4,
      sym__newline,
      aux_sym_unless_exit_token1,
      sym__closed_word,
      sym__unclosed_word,
  [4060] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(440), 1,
      ts_builtin_sym_end,
    ACTIONS(442), 4,
      sym__newline,
      aux_sym_return_option_token1,
      sym__closed_word,
      sym__unclosed_word,
  [4073] = 6,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(984), 1,
      sym__text,
    ACTIONS(1024), 1,
      ts_builtin_sym_end,
    ACTIONS(1026), 1,
      sym__newline,
    STATE(211), 1,
      aux_sym_script_command_repeat1,
    STATE(232), 1,
      sym_script_command,
  [4092] = 6,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(889), 1,
      sym__newline,
    ACTIONS(1028), 1,
      sym__closed_word,
    ACTIONS(1030), 1,
      sym__unclosed_word,
    STATE(149), 1,
      sym_node_name,
    STATE(215), 1,
      sym__word,
  [4111] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(432), 1,
      ts_builtin_sym_end,
    ACTIONS(434), 4,
      sym__newline,
      aux_sym_node_status_file_statement_token2,
      sym__closed_word,
      sym__unclosed_word,
  [4124] = 5,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(73), 1,
      sym__unclosed_word,
    ACTIONS(418), 1,
      sym__closed_word,
    STATE(144), 1,
      sym_splice_name,
    STATE(209), 1,
      sym__word,
  [4140] = 5,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1032), 1,
      ts_builtin_sym_end,
    ACTIONS(1034), 1,
      sym__newline,
    ACTIONS(1036), 1,
      sym__text,
    STATE(216), 1,
      aux_sym_script_command_repeat1,
  [4156] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1004), 2,
      ts_builtin_sym_end,
      sym__closed_word,
    ACTIONS(1006), 2,
      sym__newline,
      sym__unclosed_word,
  [4168] = 4,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(969), 1,
      sym__newline,
    ACTIONS(1038), 1,
      sym_variable,
    STATE(198), 2,
      sym_variable_assignment,
      aux_sym_vars_statement_repeat1,
  [4182] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1041), 2,
      ts_builtin_sym_end,
      sym__closed_word,
    ACTIONS(1043), 2,
      sym__newline,
      sym__unclosed_word,
  [4194] = 4,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(925), 1,
      sym_variable,
    ACTIONS(1014), 1,
      sym__newline,
    STATE(204), 2,
      sym_variable_assignment,
      aux_sym_vars_statement_repeat1,
  [4208] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(793), 2,
      ts_builtin_sym_end,
      sym__closed_word,
    ACTIONS(795), 2,
      sym__newline,
      sym__unclosed_word,
  [4220] = 4,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(925), 1,
      sym_variable,
    ACTIONS(1018), 1,
      sym__newline,
    STATE(198), 2,
      sym_variable_assignment,
      aux_sym_vars_statement_repeat1,
  [4234] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1045), 2,
      ts_builtin_sym_end,
      sym__closed_word,
    ACTIONS(1047), 2,
      sym__newline,
      sym__unclosed_word,
  [4246] = 4,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(925), 1,
      sym_variable,
    ACTIONS(965), 1,
      sym__newline,
    STATE(198), 2,
      sym_variable_assignment,
      aux_sym_vars_statement_repeat1,
  [4260] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(777), 2,
      ts_builtin_sym_end,
      sym__closed_word,
    ACTIONS(779), 2,
      sym__newline,
      sym__unclosed_word,
  [4272] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(797), 2,
      ts_builtin_sym_end,
      sym__closed_word,
    ACTIONS(799), 2,
      sym__newline,
      sym__unclosed_word,
  [4284] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(801), 2,
      ts_builtin_sym_end,
      sym__closed_word,
    ACTIONS(803), 2,
      sym__newline,
      sym__unclosed_word,
  [4296] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(805), 2,
      ts_builtin_sym_end,
      sym__closed_word,
    ACTIONS(807), 2,
      sym__newline,
      sym__unclosed_word,
  [4308] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1049), 2,
      ts_builtin_sym_end,
      sym__closed_word,
    ACTIONS(1051), 2,
      sym__newline,
      sym__unclosed_word,
  [4320] = 4,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1053), 1,
      ts_builtin_sym_end,
    ACTIONS(1057), 1,
      anon_sym_EQ,
    ACTIONS(1055), 2,
      sym__newline,
      sym_variable,
  [4334] = 5,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1036), 1,
      sym__text,
    ACTIONS(1059), 1,
      ts_builtin_sym_end,
    ACTIONS(1061), 1,
      sym__newline,
    STATE(216), 1,
      aux_sym_script_command_repeat1,
  [4350] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(432), 2,
      ts_builtin_sym_end,
      sym__closed_word,
    ACTIONS(434), 2,
      sym__newline,
      sym__unclosed_word,
  [4362] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(440), 2,
      ts_builtin_sym_end,
      sym__closed_word,
    ACTIONS(442), 2,
      sym__newline,
      sym__unclosed_word,
  [4374] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(436), 2,
      ts_builtin_sym_end,
      sym__closed_word,
    ACTIONS(438), 2,
      sym__newline,
      sym__unclosed_word,
  [4386] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1006), 4,
      sym__newline,
      aux_sym_vars_statement_token2,
      aux_sym_vars_statement_token3,
      sym_variable,
  [4396] = 5,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1063), 1,
      ts_builtin_sym_end,
    ACTIONS(1065), 1,
      sym__newline,
    ACTIONS(1067), 1,
      sym__text,
    STATE(216), 1,
      aux_sym_script_command_repeat1,
  [4412] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(442), 4,
      sym__newline,
      aux_sym_vars_statement_token2,
      aux_sym_vars_statement_token3,
      sym_variable,
  [4422] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(438), 1,
      sym__newline,
    ACTIONS(436), 2,
      ts_builtin_sym_end,
      sym__text,
  [4433] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1070), 1,
      anon_sym_EQ,
    ACTIONS(1055), 2,
      sym__newline,
      sym_variable,
  [4444] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(442), 1,
      sym__newline,
    ACTIONS(440), 2,
      ts_builtin_sym_end,
      sym__text,
  [4455] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1072), 1,
      ts_builtin_sym_end,
    ACTIONS(1074), 2,
      sym__newline,
      sym_variable,
  [4466] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1006), 1,
      sym__newline,
    ACTIONS(1004), 2,
      ts_builtin_sym_end,
      sym__text,
  [4477] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1076), 1,
      ts_builtin_sym_end,
    ACTIONS(1078), 2,
      sym__newline,
      sym_variable,
  [4488] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(440), 1,
      ts_builtin_sym_end,
    ACTIONS(442), 2,
      sym__newline,
      sym_variable,
  [4499] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(179), 1,
      ts_builtin_sym_end,
    ACTIONS(1080), 1,
      sym__newline,
  [4509] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1082), 2,
      ts_builtin_sym_end,
      sym__newline,
  [4517] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1084), 2,
      ts_builtin_sym_end,
      sym__newline,
  [4525] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1086), 1,
      sym_description_body,
    ACTIONS(1088), 1,
      sym_description_close,
  [4535] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1074), 2,
      sym__newline,
      sym_variable,
  [4543] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1078), 2,
      sym__newline,
      sym_variable,
  [4551] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1090), 2,
      ts_builtin_sym_end,
      sym__newline,
  [4559] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1092), 2,
      ts_builtin_sym_end,
      sym__newline,
  [4567] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1094), 2,
      ts_builtin_sym_end,
      sym__newline,
  [4575] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1096), 2,
      ts_builtin_sym_end,
      sym__newline,
  [4583] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1098), 2,
      ts_builtin_sym_end,
      sym__newline,
  [4591] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1100), 2,
      ts_builtin_sym_end,
      sym__newline,
  [4599] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1102), 2,
      ts_builtin_sym_end,
      sym__newline,
  [4607] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1104), 2,
      ts_builtin_sym_end,
      sym__newline,
  [4615] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1106), 2,
      ts_builtin_sym_end,
      sym__newline,
  [4623] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1108), 2,
      ts_builtin_sym_end,
      sym__newline,
  [4631] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1110), 2,
      ts_builtin_sym_end,
      sym__newline,
  [4639] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1112), 1,
      sym_description_body,
    ACTIONS(1114), 1,
      sym_description_close,
  [4649] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1116), 2,
      ts_builtin_sym_end,
      sym__newline,
  [4657] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1118), 2,
      ts_builtin_sym_end,
      sym__newline,
  [4665] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1120), 2,
      ts_builtin_sym_end,
      sym__newline,
  [4673] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(442), 2,
      sym__newline,
      sym_variable,
  [4681] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1080), 1,
      sym__newline,
    ACTIONS(1122), 1,
      ts_builtin_sym_end,
  [4691] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1124), 1,
      sym_description_body,
    ACTIONS(1126), 1,
      sym_description_close,
  [4701] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1128), 1,
      sym_description_body,
    ACTIONS(1130), 1,
      sym_description_close,
  [4711] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1132), 1,
      ts_builtin_sym_end,
  [4718] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1134), 1,
      sym_description_close,
  [4725] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1080), 1,
      sym__newline,
  [4732] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1136), 1,
      sym_description_close,
  [4739] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1138), 1,
      sym_description_close,
  [4746] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1140), 1,
      sym_description_close,
};

static const uint32_t ts_small_parse_table_map[] = {
  [SMALL_STATE(4)] = 0,
  [SMALL_STATE(5)] = 44,
  [SMALL_STATE(6)] = 78,
  [SMALL_STATE(7)] = 112,
  [SMALL_STATE(8)] = 146,
  [SMALL_STATE(9)] = 180,
  [SMALL_STATE(10)] = 214,
  [SMALL_STATE(11)] = 248,
  [SMALL_STATE(12)] = 282,
  [SMALL_STATE(13)] = 313,
  [SMALL_STATE(14)] = 344,
  [SMALL_STATE(15)] = 375,
  [SMALL_STATE(16)] = 409,
  [SMALL_STATE(17)] = 443,
  [SMALL_STATE(18)] = 468,
  [SMALL_STATE(19)] = 492,
  [SMALL_STATE(20)] = 517,
  [SMALL_STATE(21)] = 538,
  [SMALL_STATE(22)] = 563,
  [SMALL_STATE(23)] = 586,
  [SMALL_STATE(24)] = 609,
  [SMALL_STATE(25)] = 634,
  [SMALL_STATE(26)] = 659,
  [SMALL_STATE(27)] = 684,
  [SMALL_STATE(28)] = 707,
  [SMALL_STATE(29)] = 730,
  [SMALL_STATE(30)] = 759,
  [SMALL_STATE(31)] = 784,
  [SMALL_STATE(32)] = 809,
  [SMALL_STATE(33)] = 834,
  [SMALL_STATE(34)] = 859,
  [SMALL_STATE(35)] = 876,
  [SMALL_STATE(36)] = 901,
  [SMALL_STATE(37)] = 926,
  [SMALL_STATE(38)] = 955,
  [SMALL_STATE(39)] = 980,
  [SMALL_STATE(40)] = 997,
  [SMALL_STATE(41)] = 1014,
  [SMALL_STATE(42)] = 1031,
  [SMALL_STATE(43)] = 1054,
  [SMALL_STATE(44)] = 1078,
  [SMALL_STATE(45)] = 1104,
  [SMALL_STATE(46)] = 1128,
  [SMALL_STATE(47)] = 1154,
  [SMALL_STATE(48)] = 1180,
  [SMALL_STATE(49)] = 1206,
  [SMALL_STATE(50)] = 1232,
  [SMALL_STATE(51)] = 1258,
  [SMALL_STATE(52)] = 1284,
  [SMALL_STATE(53)] = 1310,
  [SMALL_STATE(54)] = 1336,
  [SMALL_STATE(55)] = 1362,
  [SMALL_STATE(56)] = 1388,
  [SMALL_STATE(57)] = 1414,
  [SMALL_STATE(58)] = 1438,
  [SMALL_STATE(59)] = 1462,
  [SMALL_STATE(60)] = 1488,
  [SMALL_STATE(61)] = 1514,
  [SMALL_STATE(62)] = 1540,
  [SMALL_STATE(63)] = 1566,
  [SMALL_STATE(64)] = 1592,
  [SMALL_STATE(65)] = 1618,
  [SMALL_STATE(66)] = 1642,
  [SMALL_STATE(67)] = 1660,
  [SMALL_STATE(68)] = 1686,
  [SMALL_STATE(69)] = 1711,
  [SMALL_STATE(70)] = 1734,
  [SMALL_STATE(71)] = 1757,
  [SMALL_STATE(72)] = 1782,
  [SMALL_STATE(73)] = 1805,
  [SMALL_STATE(74)] = 1828,
  [SMALL_STATE(75)] = 1853,
  [SMALL_STATE(76)] = 1876,
  [SMALL_STATE(77)] = 1901,
  [SMALL_STATE(78)] = 1926,
  [SMALL_STATE(79)] = 1949,
  [SMALL_STATE(80)] = 1972,
  [SMALL_STATE(81)] = 1995,
  [SMALL_STATE(82)] = 2018,
  [SMALL_STATE(83)] = 2041,
  [SMALL_STATE(84)] = 2064,
  [SMALL_STATE(85)] = 2087,
  [SMALL_STATE(86)] = 2110,
  [SMALL_STATE(87)] = 2133,
  [SMALL_STATE(88)] = 2156,
  [SMALL_STATE(89)] = 2179,
  [SMALL_STATE(90)] = 2202,
  [SMALL_STATE(91)] = 2217,
  [SMALL_STATE(92)] = 2232,
  [SMALL_STATE(93)] = 2255,
  [SMALL_STATE(94)] = 2280,
  [SMALL_STATE(95)] = 2305,
  [SMALL_STATE(96)] = 2328,
  [SMALL_STATE(97)] = 2349,
  [SMALL_STATE(98)] = 2364,
  [SMALL_STATE(99)] = 2379,
  [SMALL_STATE(100)] = 2394,
  [SMALL_STATE(101)] = 2417,
  [SMALL_STATE(102)] = 2438,
  [SMALL_STATE(103)] = 2459,
  [SMALL_STATE(104)] = 2480,
  [SMALL_STATE(105)] = 2505,
  [SMALL_STATE(106)] = 2528,
  [SMALL_STATE(107)] = 2551,
  [SMALL_STATE(108)] = 2574,
  [SMALL_STATE(109)] = 2599,
  [SMALL_STATE(110)] = 2614,
  [SMALL_STATE(111)] = 2629,
  [SMALL_STATE(112)] = 2654,
  [SMALL_STATE(113)] = 2679,
  [SMALL_STATE(114)] = 2702,
  [SMALL_STATE(115)] = 2717,
  [SMALL_STATE(116)] = 2732,
  [SMALL_STATE(117)] = 2747,
  [SMALL_STATE(118)] = 2762,
  [SMALL_STATE(119)] = 2783,
  [SMALL_STATE(120)] = 2798,
  [SMALL_STATE(121)] = 2813,
  [SMALL_STATE(122)] = 2828,
  [SMALL_STATE(123)] = 2843,
  [SMALL_STATE(124)] = 2858,
  [SMALL_STATE(125)] = 2881,
  [SMALL_STATE(126)] = 2903,
  [SMALL_STATE(127)] = 2925,
  [SMALL_STATE(128)] = 2947,
  [SMALL_STATE(129)] = 2969,
  [SMALL_STATE(130)] = 2991,
  [SMALL_STATE(131)] = 3013,
  [SMALL_STATE(132)] = 3035,
  [SMALL_STATE(133)] = 3057,
  [SMALL_STATE(134)] = 3079,
  [SMALL_STATE(135)] = 3101,
  [SMALL_STATE(136)] = 3123,
  [SMALL_STATE(137)] = 3145,
  [SMALL_STATE(138)] = 3167,
  [SMALL_STATE(139)] = 3189,
  [SMALL_STATE(140)] = 3211,
  [SMALL_STATE(141)] = 3233,
  [SMALL_STATE(142)] = 3255,
  [SMALL_STATE(143)] = 3277,
  [SMALL_STATE(144)] = 3299,
  [SMALL_STATE(145)] = 3321,
  [SMALL_STATE(146)] = 3343,
  [SMALL_STATE(147)] = 3365,
  [SMALL_STATE(148)] = 3387,
  [SMALL_STATE(149)] = 3409,
  [SMALL_STATE(150)] = 3427,
  [SMALL_STATE(151)] = 3449,
  [SMALL_STATE(152)] = 3467,
  [SMALL_STATE(153)] = 3489,
  [SMALL_STATE(154)] = 3507,
  [SMALL_STATE(155)] = 3529,
  [SMALL_STATE(156)] = 3543,
  [SMALL_STATE(157)] = 3565,
  [SMALL_STATE(158)] = 3579,
  [SMALL_STATE(159)] = 3593,
  [SMALL_STATE(160)] = 3615,
  [SMALL_STATE(161)] = 3628,
  [SMALL_STATE(162)] = 3641,
  [SMALL_STATE(163)] = 3658,
  [SMALL_STATE(164)] = 3675,
  [SMALL_STATE(165)] = 3694,
  [SMALL_STATE(166)] = 3713,
  [SMALL_STATE(167)] = 3726,
  [SMALL_STATE(168)] = 3739,
  [SMALL_STATE(169)] = 3752,
  [SMALL_STATE(170)] = 3765,
  [SMALL_STATE(171)] = 3784,
  [SMALL_STATE(172)] = 3799,
  [SMALL_STATE(173)] = 3812,
  [SMALL_STATE(174)] = 3825,
  [SMALL_STATE(175)] = 3838,
  [SMALL_STATE(176)] = 3851,
  [SMALL_STATE(177)] = 3864,
  [SMALL_STATE(178)] = 3877,
  [SMALL_STATE(179)] = 3890,
  [SMALL_STATE(180)] = 3903,
  [SMALL_STATE(181)] = 3920,
  [SMALL_STATE(182)] = 3933,
  [SMALL_STATE(183)] = 3946,
  [SMALL_STATE(184)] = 3959,
  [SMALL_STATE(185)] = 3972,
  [SMALL_STATE(186)] = 3985,
  [SMALL_STATE(187)] = 4002,
  [SMALL_STATE(188)] = 4015,
  [SMALL_STATE(189)] = 4028,
  [SMALL_STATE(190)] = 4047,
  [SMALL_STATE(191)] = 4060,
  [SMALL_STATE(192)] = 4073,
  [SMALL_STATE(193)] = 4092,
  [SMALL_STATE(194)] = 4111,
  [SMALL_STATE(195)] = 4124,
  [SMALL_STATE(196)] = 4140,
  [SMALL_STATE(197)] = 4156,
  [SMALL_STATE(198)] = 4168,
  [SMALL_STATE(199)] = 4182,
  [SMALL_STATE(200)] = 4194,
  [SMALL_STATE(201)] = 4208,
  [SMALL_STATE(202)] = 4220,
  [SMALL_STATE(203)] = 4234,
  [SMALL_STATE(204)] = 4246,
  [SMALL_STATE(205)] = 4260,
  [SMALL_STATE(206)] = 4272,
  [SMALL_STATE(207)] = 4284,
  [SMALL_STATE(208)] = 4296,
  [SMALL_STATE(209)] = 4308,
  [SMALL_STATE(210)] = 4320,
  [SMALL_STATE(211)] = 4334,
  [SMALL_STATE(212)] = 4350,
  [SMALL_STATE(213)] = 4362,
  [SMALL_STATE(214)] = 4374,
  [SMALL_STATE(215)] = 4386,
  [SMALL_STATE(216)] = 4396,
  [SMALL_STATE(217)] = 4412,
  [SMALL_STATE(218)] = 4422,
  [SMALL_STATE(219)] = 4433,
  [SMALL_STATE(220)] = 4444,
  [SMALL_STATE(221)] = 4455,
  [SMALL_STATE(222)] = 4466,
  [SMALL_STATE(223)] = 4477,
  [SMALL_STATE(224)] = 4488,
  [SMALL_STATE(225)] = 4499,
  [SMALL_STATE(226)] = 4509,
  [SMALL_STATE(227)] = 4517,
  [SMALL_STATE(228)] = 4525,
  [SMALL_STATE(229)] = 4535,
  [SMALL_STATE(230)] = 4543,
  [SMALL_STATE(231)] = 4551,
  [SMALL_STATE(232)] = 4559,
  [SMALL_STATE(233)] = 4567,
  [SMALL_STATE(234)] = 4575,
  [SMALL_STATE(235)] = 4583,
  [SMALL_STATE(236)] = 4591,
  [SMALL_STATE(237)] = 4599,
  [SMALL_STATE(238)] = 4607,
  [SMALL_STATE(239)] = 4615,
  [SMALL_STATE(240)] = 4623,
  [SMALL_STATE(241)] = 4631,
  [SMALL_STATE(242)] = 4639,
  [SMALL_STATE(243)] = 4649,
  [SMALL_STATE(244)] = 4657,
  [SMALL_STATE(245)] = 4665,
  [SMALL_STATE(246)] = 4673,
  [SMALL_STATE(247)] = 4681,
  [SMALL_STATE(248)] = 4691,
  [SMALL_STATE(249)] = 4701,
  [SMALL_STATE(250)] = 4711,
  [SMALL_STATE(251)] = 4718,
  [SMALL_STATE(252)] = 4725,
  [SMALL_STATE(253)] = 4732,
  [SMALL_STATE(254)] = 4739,
  [SMALL_STATE(255)] = 4746,
};

static const TSParseActionEntry ts_parse_actions[] = {
  [0] = {.entry = {.count = 0, .reusable = false}},
  [1] = {.entry = {.count = 1, .reusable = false}}, RECOVER(),
  [3] = {.entry = {.count = 1, .reusable = true}}, SHIFT_EXTRA(),
  [5] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_source_file, 0, 0, 0),
  [7] = {.entry = {.count = 1, .reusable = false}}, SHIFT(3),
  [9] = {.entry = {.count = 1, .reusable = false}}, SHIFT(225),
  [11] = {.entry = {.count = 1, .reusable = false}}, SHIFT(93),
  [13] = {.entry = {.count = 1, .reusable = false}}, SHIFT(94),
  [15] = {.entry = {.count = 1, .reusable = false}}, SHIFT(111),
  [17] = {.entry = {.count = 1, .reusable = false}}, SHIFT(112),
  [19] = {.entry = {.count = 1, .reusable = false}}, SHIFT(78),
  [21] = {.entry = {.count = 1, .reusable = false}}, SHIFT(152),
  [23] = {.entry = {.count = 1, .reusable = false}}, SHIFT(127),
  [25] = {.entry = {.count = 1, .reusable = false}}, SHIFT(135),
  [27] = {.entry = {.count = 1, .reusable = false}}, SHIFT(29),
  [29] = {.entry = {.count = 1, .reusable = false}}, SHIFT(56),
  [31] = {.entry = {.count = 1, .reusable = false}}, SHIFT(195),
  [33] = {.entry = {.count = 1, .reusable = false}}, SHIFT(104),
  [35] = {.entry = {.count = 1, .reusable = false}}, SHIFT(108),
  [37] = {.entry = {.count = 1, .reusable = false}}, SHIFT(15),
  [39] = {.entry = {.count = 1, .reusable = false}}, SHIFT(68),
  [41] = {.entry = {.count = 1, .reusable = false}}, SHIFT(150),
  [43] = {.entry = {.count = 1, .reusable = false}}, SHIFT(142),
  [45] = {.entry = {.count = 1, .reusable = false}}, SHIFT(143),
  [47] = {.entry = {.count = 1, .reusable = false}}, SHIFT(71),
  [49] = {.entry = {.count = 1, .reusable = false}}, SHIFT(128),
  [51] = {.entry = {.count = 1, .reusable = false}}, SHIFT(129),
  [53] = {.entry = {.count = 1, .reusable = false}}, SHIFT(132),
  [55] = {.entry = {.count = 1, .reusable = false}}, SHIFT(137),
  [57] = {.entry = {.count = 1, .reusable = false}}, SHIFT(74),
  [59] = {.entry = {.count = 1, .reusable = false}}, SHIFT(76),
  [61] = {.entry = {.count = 1, .reusable = false}}, SHIFT(77),
  [63] = {.entry = {.count = 1, .reusable = false}}, SHIFT(140),
  [65] = {.entry = {.count = 1, .reusable = false}}, SHIFT(159),
  [67] = {.entry = {.count = 1, .reusable = false}}, SHIFT(164),
  [69] = {.entry = {.count = 1, .reusable = false}}, SHIFT(45),
  [71] = {.entry = {.count = 1, .reusable = false}}, SHIFT(79),
  [73] = {.entry = {.count = 1, .reusable = false}}, SHIFT(213),
  [75] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0),
  [77] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(2),
  [80] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(252),
  [83] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(93),
  [86] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(94),
  [89] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(111),
  [92] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(112),
  [95] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(78),
  [98] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(152),
  [101] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(127),
  [104] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(135),
  [107] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(29),
  [110] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(56),
  [113] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(195),
  [116] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(104),
  [119] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(108),
  [122] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(15),
  [125] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(68),
  [128] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(150),
  [131] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(142),
  [134] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(193),
  [137] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(71),
  [140] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(128),
  [143] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(129),
  [146] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(132),
  [149] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(137),
  [152] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(74),
  [155] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(76),
  [158] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(77),
  [161] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(140),
  [164] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(159),
  [167] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(164),
  [170] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(45),
  [173] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(79),
  [176] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(213),
  [179] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_source_file, 1, 0, 0),
  [181] = {.entry = {.count = 1, .reusable = false}}, SHIFT(2),
  [183] = {.entry = {.count = 1, .reusable = false}}, SHIFT(247),
  [185] = {.entry = {.count = 1, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0),
  [187] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__node_arguments, 2, 0, 20),
  [189] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym__node_arguments, 2, 0, 20),
  [191] = {.entry = {.count = 1, .reusable = false}}, SHIFT(27),
  [193] = {.entry = {.count = 1, .reusable = false}}, SHIFT(90),
  [195] = {.entry = {.count = 1, .reusable = false}}, SHIFT(91),
  [197] = {.entry = {.count = 1, .reusable = false}}, SHIFT(122),
  [199] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_subdag_statement, 3, 0, 22),
  [201] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_subdag_statement, 3, 0, 22),
  [203] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym__node_arguments_repeat1, 2, 0, 0),
  [205] = {.entry = {.count = 1, .reusable = false}}, REDUCE(aux_sym__node_arguments_repeat1, 2, 0, 0),
  [207] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym__node_arguments_repeat1, 2, 0, 0), SHIFT_REPEAT(27),
  [210] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym__node_arguments_repeat1, 2, 0, 0), SHIFT_REPEAT(90),
  [213] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym__node_arguments_repeat1, 2, 0, 0), SHIFT_REPEAT(91),
  [216] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym__node_arguments_repeat1, 2, 0, 0), SHIFT_REPEAT(122),
  [219] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_subdag_statement, 4, 0, 41),
  [221] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_subdag_statement, 4, 0, 41),
  [223] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_subdag_statement, 4, 0, 22),
  [225] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_subdag_statement, 4, 0, 22),
  [227] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__node_arguments, 3, 0, 20),
  [229] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym__node_arguments, 3, 0, 20),
  [231] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_subdag_statement, 5, 0, 41),
  [233] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_subdag_statement, 5, 0, 41),
  [235] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_dot_statement, 2, 0, 16),
  [237] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_dot_statement, 2, 0, 16),
  [239] = {.entry = {.count = 1, .reusable = false}}, SHIFT(17),
  [241] = {.entry = {.count = 1, .reusable = false}}, SHIFT(14),
  [243] = {.entry = {.count = 1, .reusable = false}}, SHIFT(41),
  [245] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_dot_statement_repeat1, 2, 0, 0),
  [247] = {.entry = {.count = 1, .reusable = false}}, REDUCE(aux_sym_dot_statement_repeat1, 2, 0, 0),
  [249] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_dot_statement_repeat1, 2, 0, 0), SHIFT_REPEAT(17),
  [252] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_dot_statement_repeat1, 2, 0, 0), SHIFT_REPEAT(13),
  [255] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_dot_statement_repeat1, 2, 0, 0), SHIFT_REPEAT(41),
  [258] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_dot_statement, 3, 0, 16),
  [260] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_dot_statement, 3, 0, 16),
  [262] = {.entry = {.count = 1, .reusable = false}}, SHIFT(13),
  [264] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_script_statement, 1, 0, 0),
  [266] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_script_statement, 1, 0, 0),
  [268] = {.entry = {.count = 1, .reusable = false}}, SHIFT(146),
  [270] = {.entry = {.count = 1, .reusable = false}}, SHIFT(28),
  [272] = {.entry = {.count = 1, .reusable = false}}, SHIFT(42),
  [274] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_script_statement, 2, 0, 0),
  [276] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_script_statement, 2, 0, 0),
  [278] = {.entry = {.count = 1, .reusable = false}}, SHIFT(148),
  [280] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_dot_include, 1, 0, 0),
  [282] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_dot_include, 1, 0, 0),
  [284] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_script_statement_repeat1, 2, 0, 0),
  [286] = {.entry = {.count = 1, .reusable = false}}, REDUCE(aux_sym_script_statement_repeat1, 2, 0, 0),
  [288] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_script_statement_repeat1, 2, 0, 0), SHIFT_REPEAT(28),
  [291] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_script_statement_repeat1, 2, 0, 0), SHIFT_REPEAT(42),
  [294] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_abort_dag_on_statement_repeat1, 2, 0, 0),
  [296] = {.entry = {.count = 1, .reusable = false}}, REDUCE(aux_sym_abort_dag_on_statement_repeat1, 2, 0, 0),
  [298] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_abort_dag_on_statement_repeat1, 2, 0, 0), SHIFT_REPEAT(102),
  [301] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_abort_dag_on_statement_repeat1, 2, 0, 0), SHIFT_REPEAT(191),
  [304] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_inline_description, 1, 0, 19),
  [306] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_inline_description, 1, 0, 19),
  [308] = {.entry = {.count = 1, .reusable = false}}, SHIFT(66),
  [310] = {.entry = {.count = 1, .reusable = true}}, SHIFT(228),
  [312] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_splice_statement, 3, 0, 22),
  [314] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_splice_statement, 3, 0, 22),
  [316] = {.entry = {.count = 1, .reusable = false}}, SHIFT(118),
  [318] = {.entry = {.count = 1, .reusable = false}}, SHIFT(188),
  [320] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_defer_option, 2, 0, 30),
  [322] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_defer_option, 2, 0, 30),
  [324] = {.entry = {.count = 1, .reusable = false}}, SHIFT(123),
  [326] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_debug_option, 2, 0, 16),
  [328] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_debug_option, 2, 0, 16),
  [330] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_retry_statement, 3, 0, 32),
  [332] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_retry_statement, 3, 0, 32),
  [334] = {.entry = {.count = 1, .reusable = false}}, SHIFT(101),
  [336] = {.entry = {.count = 1, .reusable = false}}, SHIFT(190),
  [338] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_abort_dag_on_statement, 3, 0, 33),
  [340] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_abort_dag_on_statement, 3, 0, 33),
  [342] = {.entry = {.count = 1, .reusable = false}}, SHIFT(102),
  [344] = {.entry = {.count = 1, .reusable = false}}, SHIFT(191),
  [346] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_tolerance_statement, 3, 0, 35),
  [348] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_tolerance_statement, 3, 0, 35),
  [350] = {.entry = {.count = 1, .reusable = false}}, SHIFT(33),
  [352] = {.entry = {.count = 1, .reusable = false}}, SHIFT(158),
  [354] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_dir_option, 1, 0, 0),
  [356] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_dir_option, 1, 0, 0),
  [358] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_defer_option, 1, 0, 0),
  [360] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_defer_option, 1, 0, 0),
  [362] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_dependency_statement, 1, 0, 1),
  [364] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_dependency_statement, 1, 0, 1),
  [366] = {.entry = {.count = 1, .reusable = false}}, SHIFT(53),
  [368] = {.entry = {.count = 1, .reusable = false}}, SHIFT(52),
  [370] = {.entry = {.count = 1, .reusable = false}}, SHIFT(174),
  [372] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_splice_statement, 4, 0, 22),
  [374] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_splice_statement, 4, 0, 22),
  [376] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_retry_statement, 4, 0, 32),
  [378] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_retry_statement, 4, 0, 32),
  [380] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_abort_dag_on_statement, 4, 0, 33),
  [382] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_abort_dag_on_statement, 4, 0, 33),
  [384] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_tolerance_statement, 4, 0, 35),
  [386] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_tolerance_statement, 4, 0, 35),
  [388] = {.entry = {.count = 1, .reusable = false}}, SHIFT(38),
  [390] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_dot_include, 2, 0, 16),
  [392] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_dot_include, 2, 0, 16),
  [394] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_splice_statement_repeat1, 2, 0, 0),
  [396] = {.entry = {.count = 1, .reusable = false}}, REDUCE(aux_sym_splice_statement_repeat1, 2, 0, 0),
  [398] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_splice_statement_repeat1, 2, 0, 0), SHIFT_REPEAT(118),
  [401] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_splice_statement_repeat1, 2, 0, 0), SHIFT_REPEAT(188),
  [404] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_retry_statement_repeat1, 2, 0, 0),
  [406] = {.entry = {.count = 1, .reusable = false}}, REDUCE(aux_sym_retry_statement_repeat1, 2, 0, 0),
  [408] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_retry_statement_repeat1, 2, 0, 0), SHIFT_REPEAT(101),
  [411] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_retry_statement_repeat1, 2, 0, 0), SHIFT_REPEAT(190),
  [414] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_submit_description_statement, 2, 0, 5),
  [416] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_submit_description_statement, 2, 0, 5),
  [418] = {.entry = {.count = 1, .reusable = true}}, SHIFT(213),
  [420] = {.entry = {.count = 1, .reusable = true}}, SHIFT(151),
  [422] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_tolerance_statement_repeat1, 2, 0, 0),
  [424] = {.entry = {.count = 1, .reusable = false}}, REDUCE(aux_sym_tolerance_statement_repeat1, 2, 0, 0),
  [426] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_tolerance_statement_repeat1, 2, 0, 0), SHIFT_REPEAT(38),
  [429] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_tolerance_statement_repeat1, 2, 0, 0), SHIFT_REPEAT(158),
  [432] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_path, 1, 0, 0),
  [434] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_path, 1, 0, 0),
  [436] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_unexpected, 1, 0, 0),
  [438] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_unexpected, 1, 0, 0),
  [440] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__word, 1, 0, 0),
  [442] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym__word, 1, 0, 0),
  [444] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_debug_option, 1, 0, 0),
  [446] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_debug_option, 1, 0, 0),
  [448] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_dependency_statement_repeat1, 2, 0, 26),
  [450] = {.entry = {.count = 1, .reusable = false}}, REDUCE(aux_sym_dependency_statement_repeat1, 2, 0, 26),
  [452] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_dependency_statement_repeat1, 2, 0, 26), SHIFT_REPEAT(174),
  [455] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_dependency_statement, 3, 0, 27),
  [457] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_dependency_statement, 3, 0, 27),
  [459] = {.entry = {.count = 1, .reusable = false}}, SHIFT(49),
  [461] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_env_statement, 1, 0, 0),
  [463] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_env_statement, 1, 0, 0),
  [465] = {.entry = {.count = 1, .reusable = false}}, SHIFT(170),
  [467] = {.entry = {.count = 1, .reusable = false}}, SHIFT(220),
  [469] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_dependency_statement, 3, 0, 9),
  [471] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_dependency_statement, 3, 0, 9),
  [473] = {.entry = {.count = 1, .reusable = false}}, SHIFT(51),
  [475] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_dependency_statement, 4, 0, 43),
  [477] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_dependency_statement, 4, 0, 43),
  [479] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_dependency_statement, 4, 0, 23),
  [481] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_dependency_statement, 4, 0, 23),
  [483] = {.entry = {.count = 1, .reusable = false}}, SHIFT(61),
  [485] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_dependency_statement_repeat2, 2, 0, 44),
  [487] = {.entry = {.count = 1, .reusable = false}}, REDUCE(aux_sym_dependency_statement_repeat2, 2, 0, 44),
  [489] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_dependency_statement_repeat2, 2, 0, 44), SHIFT_REPEAT(49),
  [492] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_dependency_statement_repeat2, 2, 0, 44), SHIFT_REPEAT(174),
  [495] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_dependency_statement, 4, 0, 45),
  [497] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_dependency_statement, 4, 0, 45),
  [499] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_dependency_statement, 4, 0, 46),
  [501] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_dependency_statement, 4, 0, 46),
  [503] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_dependency_statement, 2, 0, 1),
  [505] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_dependency_statement, 2, 0, 1),
  [507] = {.entry = {.count = 1, .reusable = false}}, SHIFT(62),
  [509] = {.entry = {.count = 1, .reusable = false}}, SHIFT(55),
  [511] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_dependency_statement, 2, 0, 8),
  [513] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_dependency_statement, 2, 0, 8),
  [515] = {.entry = {.count = 1, .reusable = false}}, SHIFT(67),
  [517] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_dependency_statement, 3, 0, 1),
  [519] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_dependency_statement, 3, 0, 1),
  [521] = {.entry = {.count = 1, .reusable = false}}, SHIFT(47),
  [523] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_dependency_statement, 1, 0, 0),
  [525] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_dependency_statement, 1, 0, 0),
  [527] = {.entry = {.count = 1, .reusable = false}}, SHIFT(63),
  [529] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_node_status_file_statement_repeat1, 2, 0, 0),
  [531] = {.entry = {.count = 1, .reusable = false}}, REDUCE(aux_sym_node_status_file_statement_repeat1, 2, 0, 0),
  [533] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_node_status_file_statement_repeat1, 2, 0, 0), SHIFT_REPEAT(57),
  [536] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_node_status_file_statement_repeat1, 2, 0, 0), SHIFT_REPEAT(184),
  [539] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_node_status_file_statement, 2, 0, 16),
  [541] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_node_status_file_statement, 2, 0, 16),
  [543] = {.entry = {.count = 1, .reusable = false}}, SHIFT(65),
  [545] = {.entry = {.count = 1, .reusable = false}}, SHIFT(184),
  [547] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__node_arguments, 1, 0, 4),
  [549] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym__node_arguments, 1, 0, 4),
  [551] = {.entry = {.count = 1, .reusable = true}}, SHIFT(122),
  [553] = {.entry = {.count = 1, .reusable = true}}, SHIFT(20),
  [555] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_dependency_statement, 3, 0, 23),
  [557] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_dependency_statement, 3, 0, 23),
  [559] = {.entry = {.count = 1, .reusable = false}}, SHIFT(48),
  [561] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_dependency_statement, 5, 0, 53),
  [563] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_dependency_statement, 5, 0, 53),
  [565] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_dependency_statement, 3, 0, 25),
  [567] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_dependency_statement, 3, 0, 25),
  [569] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_dependency_statement, 2, 0, 0),
  [571] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_dependency_statement, 2, 0, 0),
  [573] = {.entry = {.count = 1, .reusable = false}}, SHIFT(44),
  [575] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_dependency_statement, 2, 0, 9),
  [577] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_dependency_statement, 2, 0, 9),
  [579] = {.entry = {.count = 1, .reusable = false}}, SHIFT(46),
  [581] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_node_status_file_statement, 3, 0, 16),
  [583] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_node_status_file_statement, 3, 0, 16),
  [585] = {.entry = {.count = 1, .reusable = false}}, SHIFT(57),
  [587] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_inline_description, 2, 0, 40),
  [589] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_inline_description, 2, 0, 40),
  [591] = {.entry = {.count = 1, .reusable = true}}, SHIFT(242),
  [593] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_dependency_statement, 3, 0, 8),
  [595] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_dependency_statement, 3, 0, 8),
  [597] = {.entry = {.count = 1, .reusable = false}}, SHIFT(50),
  [599] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_pre_skip_statement, 1, 0, 0),
  [601] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_pre_skip_statement, 1, 0, 0),
  [603] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__file_argument, 1, 0, 15),
  [605] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym__file_argument, 1, 0, 15),
  [607] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_reject_statement, 2, 0, 0),
  [609] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_reject_statement, 2, 0, 0),
  [611] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_priority_statement, 1, 0, 0),
  [613] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_priority_statement, 1, 0, 0),
  [615] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_unknown_statement, 2, 0, 2),
  [617] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_unknown_statement, 2, 0, 2),
  [619] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_done_statement, 3, 0, 6),
  [621] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_done_statement, 3, 0, 6),
  [623] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_include_statement, 1, 0, 0),
  [625] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_include_statement, 1, 0, 0),
  [627] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_submit_description_statement, 3, 0, 5),
  [629] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_submit_description_statement, 3, 0, 5),
  [631] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_config_statement, 1, 0, 0),
  [633] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_config_statement, 1, 0, 0),
  [635] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_jobstate_log_statement, 1, 0, 0),
  [637] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_jobstate_log_statement, 1, 0, 0),
  [639] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_subdag_statement, 1, 0, 0),
  [641] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_subdag_statement, 1, 0, 0),
  [643] = {.entry = {.count = 1, .reusable = false}}, SHIFT(130),
  [645] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_reject_statement, 1, 0, 0),
  [647] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_reject_statement, 1, 0, 0),
  [649] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_connect_statement, 3, 0, 0),
  [651] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_connect_statement, 3, 0, 0),
  [653] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__node_number, 2, 0, 28),
  [655] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym__node_number, 2, 0, 28),
  [657] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_script_statement, 3, 0, 0),
  [659] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_script_statement, 3, 0, 0),
  [661] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_unknown_statement, 1, 0, 2),
  [663] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_unknown_statement, 1, 0, 2),
  [665] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_category_statement, 3, 0, 36),
  [667] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_category_statement, 3, 0, 36),
  [669] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_maxjobs_statement, 3, 0, 37),
  [671] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_maxjobs_statement, 3, 0, 37),
  [673] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_save_point_file_statement, 3, 0, 38),
  [675] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_save_point_file_statement, 3, 0, 38),
  [677] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__file_argument, 2, 0, 15),
  [679] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym__file_argument, 2, 0, 15),
  [681] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_submit_description_statement_repeat2, 2, 0, 0),
  [683] = {.entry = {.count = 1, .reusable = false}}, REDUCE(aux_sym_submit_description_statement_repeat2, 2, 0, 0),
  [685] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_submit_description_statement_repeat2, 2, 0, 0), SHIFT_REPEAT(213),
  [688] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_submit_description_statement_repeat2, 2, 0, 0), SHIFT_REPEAT(213),
  [691] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_noop, 1, 0, 0),
  [693] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_noop, 1, 0, 0),
  [695] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_done, 1, 0, 0),
  [697] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_done, 1, 0, 0),
  [699] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_done_statement, 2, 0, 6),
  [701] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_done_statement, 2, 0, 6),
  [703] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_job_statement, 1, 0, 0),
  [705] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_job_statement, 1, 0, 0),
  [707] = {.entry = {.count = 1, .reusable = true}}, SHIFT(169),
  [709] = {.entry = {.count = 1, .reusable = false}}, SHIFT(169),
  [711] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_final_statement, 1, 0, 0),
  [713] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_final_statement, 1, 0, 0),
  [715] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_connect_statement, 4, 0, 0),
  [717] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_connect_statement, 4, 0, 0),
  [719] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_vars_statement, 2, 0, 6),
  [721] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_vars_statement, 2, 0, 6),
  [723] = {.entry = {.count = 1, .reusable = false}}, SHIFT(180),
  [725] = {.entry = {.count = 1, .reusable = false}}, SHIFT(210),
  [727] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_defer_option, 3, 0, 48),
  [729] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_defer_option, 3, 0, 48),
  [731] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_debug_option, 3, 0, 49),
  [733] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_debug_option, 3, 0, 49),
  [735] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_debug_stream, 1, 0, 0),
  [737] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_debug_stream, 1, 0, 0),
  [739] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_script_statement, 4, 0, 0),
  [741] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_script_statement, 4, 0, 0),
  [743] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_unless_exit, 1, 0, 0),
  [745] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_unless_exit, 1, 0, 0),
  [747] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_return_option, 1, 0, 0),
  [749] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_return_option, 1, 0, 0),
  [751] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_variable_assignment, 2, 0, 4),
  [753] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_variable_assignment, 2, 0, 4),
  [755] = {.entry = {.count = 1, .reusable = false}}, SHIFT(224),
  [757] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_pin_in_statement, 1, 0, 0),
  [759] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_pin_in_statement, 1, 0, 0),
  [761] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_category_statement, 4, 0, 36),
  [763] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_category_statement, 4, 0, 36),
  [765] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_maxjobs_statement, 4, 0, 37),
  [767] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_maxjobs_statement, 4, 0, 37),
  [769] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_save_point_file_statement, 4, 0, 38),
  [771] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_save_point_file_statement, 4, 0, 38),
  [773] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_pin_out_statement, 1, 0, 0),
  [775] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_pin_out_statement, 1, 0, 0),
  [777] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_inline_description, 3, 0, 51),
  [779] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_inline_description, 3, 0, 51),
  [781] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_dir_option, 2, 0, 52),
  [783] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_dir_option, 2, 0, 52),
  [785] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_provisioner_statement, 1, 0, 0),
  [787] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_provisioner_statement, 1, 0, 0),
  [789] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_service_statement, 1, 0, 0),
  [791] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_service_statement, 1, 0, 0),
  [793] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_inline_description, 4, 0, 57),
  [795] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_inline_description, 4, 0, 57),
  [797] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_inline_description, 4, 0, 58),
  [799] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_inline_description, 4, 0, 58),
  [801] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_inline_description, 5, 0, 59),
  [803] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_inline_description, 5, 0, 59),
  [805] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_number, 1, 0, 0),
  [807] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_number, 1, 0, 0),
  [809] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__node_number, 3, 0, 28),
  [811] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym__node_number, 3, 0, 28),
  [813] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_abort_dag_on_statement, 2, 0, 6),
  [815] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_abort_dag_on_statement, 2, 0, 6),
  [817] = {.entry = {.count = 1, .reusable = true}}, SHIFT(191),
  [819] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_maxjobs_statement, 2, 0, 13),
  [821] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_maxjobs_statement, 2, 0, 13),
  [823] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_splice_statement, 1, 0, 0),
  [825] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_splice_statement, 1, 0, 0),
  [827] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_tolerance_statement, 1, 0, 0),
  [829] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_tolerance_statement, 1, 0, 0),
  [831] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_category_statement, 1, 0, 0),
  [833] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_category_statement, 1, 0, 0),
  [835] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_subdag_statement, 2, 0, 0),
  [837] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_subdag_statement, 2, 0, 0),
  [839] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_subdag_statement, 2, 0, 5),
  [841] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_subdag_statement, 2, 0, 5),
  [843] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_maxjobs_statement, 1, 0, 0),
  [845] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_maxjobs_statement, 1, 0, 0),
  [847] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_splice_statement, 2, 0, 5),
  [849] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_splice_statement, 2, 0, 5),
  [851] = {.entry = {.count = 1, .reusable = true}}, SHIFT(188),
  [853] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_submit_description_statement, 4, 0, 5),
  [855] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_submit_description_statement, 4, 0, 5),
  [857] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_submit_description_statement, 1, 0, 0),
  [859] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_submit_description_statement, 1, 0, 0),
  [861] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_subdag_statement, 3, 0, 21),
  [863] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_subdag_statement, 3, 0, 21),
  [865] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_save_point_file_statement, 1, 0, 0),
  [867] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_save_point_file_statement, 1, 0, 0),
  [869] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_save_point_file_statement, 2, 0, 6),
  [871] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_save_point_file_statement, 2, 0, 6),
  [873] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_dot_statement, 1, 0, 0),
  [875] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_dot_statement, 1, 0, 0),
  [877] = {.entry = {.count = 1, .reusable = true}}, SHIFT(41),
  [879] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_category_statement, 2, 0, 6),
  [881] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_category_statement, 2, 0, 6),
  [883] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_abort_dag_on_statement, 1, 0, 0),
  [885] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_abort_dag_on_statement, 1, 0, 0),
  [887] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_vars_statement, 1, 0, 0),
  [889] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_vars_statement, 1, 0, 0),
  [891] = {.entry = {.count = 1, .reusable = true}}, SHIFT(178),
  [893] = {.entry = {.count = 1, .reusable = false}}, SHIFT(178),
  [895] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_connect_statement, 2, 0, 0),
  [897] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_connect_statement, 2, 0, 0),
  [899] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__node_number, 1, 0, 11),
  [901] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym__node_number, 1, 0, 11),
  [903] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_script_statement, 2, 0, 12),
  [905] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_script_statement, 2, 0, 12),
  [907] = {.entry = {.count = 1, .reusable = true}}, SHIFT(220),
  [909] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_submit_description_statement_repeat1, 2, 0, 0),
  [911] = {.entry = {.count = 1, .reusable = false}}, REDUCE(aux_sym_submit_description_statement_repeat1, 2, 0, 0),
  [913] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_submit_description_statement_repeat1, 2, 0, 0), SHIFT_REPEAT(213),
  [916] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_submit_description_statement_repeat1, 2, 0, 0), SHIFT_REPEAT(213),
  [919] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_script_statement, 3, 0, 31),
  [921] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_script_statement, 3, 0, 31),
  [923] = {.entry = {.count = 1, .reusable = false}}, SHIFT(200),
  [925] = {.entry = {.count = 1, .reusable = false}}, SHIFT(219),
  [927] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_retry_statement, 1, 0, 0),
  [929] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_retry_statement, 1, 0, 0),
  [931] = {.entry = {.count = 1, .reusable = false}}, SHIFT(171),
  [933] = {.entry = {.count = 1, .reusable = true}}, SHIFT(248),
  [935] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_done_statement, 1, 0, 0),
  [937] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_done_statement, 1, 0, 0),
  [939] = {.entry = {.count = 1, .reusable = false}}, SHIFT(246),
  [941] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_retry_statement, 2, 0, 6),
  [943] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_retry_statement, 2, 0, 6),
  [945] = {.entry = {.count = 1, .reusable = true}}, SHIFT(190),
  [947] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_tolerance_statement, 2, 0, 6),
  [949] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_tolerance_statement, 2, 0, 6),
  [951] = {.entry = {.count = 1, .reusable = true}}, SHIFT(158),
  [953] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_node_status_file_statement, 1, 0, 0),
  [955] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_node_status_file_statement, 1, 0, 0),
  [957] = {.entry = {.count = 1, .reusable = true}}, SHIFT(184),
  [959] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_dependency_statement_repeat1, 1, 0, 7),
  [961] = {.entry = {.count = 1, .reusable = false}}, REDUCE(aux_sym_dependency_statement_repeat1, 1, 0, 7),
  [963] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_vars_statement, 4, 0, 34),
  [965] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_vars_statement, 4, 0, 34),
  [967] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_vars_statement_repeat1, 2, 0, 0),
  [969] = {.entry = {.count = 1, .reusable = false}}, REDUCE(aux_sym_vars_statement_repeat1, 2, 0, 0),
  [971] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_vars_statement_repeat1, 2, 0, 0), SHIFT_REPEAT(210),
  [974] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_set_job_attr_statement, 1, 0, 0),
  [976] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_set_job_attr_statement, 1, 0, 0),
  [978] = {.entry = {.count = 1, .reusable = true}}, SHIFT(196),
  [980] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_script_statement, 3, 0, 29),
  [982] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_script_statement, 3, 0, 29),
  [984] = {.entry = {.count = 1, .reusable = true}}, SHIFT(211),
  [986] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_unless_exit, 2, 0, 55),
  [988] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_unless_exit, 2, 0, 55),
  [990] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_return_option, 2, 0, 55),
  [992] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_return_option, 2, 0, 55),
  [994] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_description_name, 1, 0, 0),
  [996] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_description_name, 1, 0, 0),
  [998] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_env_statement, 2, 0, 18),
  [1000] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_env_statement, 2, 0, 18),
  [1002] = {.entry = {.count = 1, .reusable = true}}, SHIFT(249),
  [1004] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_node_name, 1, 0, 0),
  [1006] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_node_name, 1, 0, 0),
  [1008] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_dependency_statement_repeat2, 1, 0, 24),
  [1010] = {.entry = {.count = 1, .reusable = false}}, REDUCE(aux_sym_dependency_statement_repeat2, 1, 0, 24),
  [1012] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_vars_statement, 3, 0, 34),
  [1014] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_vars_statement, 3, 0, 34),
  [1016] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_vars_statement, 3, 0, 6),
  [1018] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_vars_statement, 3, 0, 6),
  [1020] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_env_statement, 2, 0, 0),
  [1022] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_env_statement, 2, 0, 0),
  [1024] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_script_statement, 4, 0, 50),
  [1026] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_script_statement, 4, 0, 50),
  [1028] = {.entry = {.count = 1, .reusable = true}}, SHIFT(217),
  [1030] = {.entry = {.count = 1, .reusable = false}}, SHIFT(217),
  [1032] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_argument_text, 1, 0, 0),
  [1034] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_argument_text, 1, 0, 0),
  [1036] = {.entry = {.count = 1, .reusable = true}}, SHIFT(216),
  [1038] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_vars_statement_repeat1, 2, 0, 0), SHIFT_REPEAT(219),
  [1041] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_category_name, 1, 0, 0),
  [1043] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_category_name, 1, 0, 0),
  [1045] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_submit_description_statement_repeat1, 1, 0, 42),
  [1047] = {.entry = {.count = 1, .reusable = false}}, REDUCE(aux_sym_submit_description_statement_repeat1, 1, 0, 42),
  [1049] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_splice_name, 1, 0, 0),
  [1051] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_splice_name, 1, 0, 0),
  [1053] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_variable_assignment, 1, 0, 4),
  [1055] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_variable_assignment, 1, 0, 4),
  [1057] = {.entry = {.count = 1, .reusable = false}}, SHIFT(103),
  [1059] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_script_command, 1, 0, 0),
  [1061] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_script_command, 1, 0, 0),
  [1063] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_script_command_repeat1, 2, 0, 0),
  [1065] = {.entry = {.count = 1, .reusable = false}}, REDUCE(aux_sym_script_command_repeat1, 2, 0, 0),
  [1067] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_script_command_repeat1, 2, 0, 0), SHIFT_REPEAT(216),
  [1070] = {.entry = {.count = 1, .reusable = false}}, SHIFT(153),
  [1072] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_variable_assignment, 3, 0, 56),
  [1074] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_variable_assignment, 3, 0, 56),
  [1076] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_value, 1, 0, 0),
  [1078] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_value, 1, 0, 0),
  [1080] = {.entry = {.count = 1, .reusable = true}}, SHIFT(4),
  [1082] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_jobstate_log_statement, 2, 0, 14),
  [1084] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_pin_in_statement, 2, 0, 10),
  [1086] = {.entry = {.count = 1, .reusable = true}}, SHIFT(251),
  [1088] = {.entry = {.count = 1, .reusable = true}}, SHIFT(109),
  [1090] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_service_statement, 2, 0, 3),
  [1092] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_script_statement, 5, 0, 54),
  [1094] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_final_statement, 2, 0, 3),
  [1096] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_provisioner_statement, 2, 0, 3),
  [1098] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_script_statement, 4, 0, 47),
  [1100] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_include_statement, 2, 0, 14),
  [1102] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_env_statement, 3, 0, 0),
  [1104] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_set_job_attr_statement, 2, 0, 17),
  [1106] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_job_statement, 2, 0, 3),
  [1108] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_priority_statement, 2, 0, 10),
  [1110] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_pre_skip_statement, 2, 0, 10),
  [1112] = {.entry = {.count = 1, .reusable = true}}, SHIFT(253),
  [1114] = {.entry = {.count = 1, .reusable = true}}, SHIFT(115),
  [1116] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_env_statement, 3, 0, 39),
  [1118] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_config_statement, 2, 0, 14),
  [1120] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_pin_out_statement, 2, 0, 10),
  [1122] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_source_file, 2, 0, 0),
  [1124] = {.entry = {.count = 1, .reusable = true}}, SHIFT(254),
  [1126] = {.entry = {.count = 1, .reusable = true}}, SHIFT(205),
  [1128] = {.entry = {.count = 1, .reusable = true}}, SHIFT(255),
  [1130] = {.entry = {.count = 1, .reusable = true}}, SHIFT(206),
  [1132] = {.entry = {.count = 1, .reusable = true}},  ACCEPT_INPUT(),
  [1134] = {.entry = {.count = 1, .reusable = true}}, SHIFT(114),
  [1136] = {.entry = {.count = 1, .reusable = true}}, SHIFT(116),
  [1138] = {.entry = {.count = 1, .reusable = true}}, SHIFT(201),
  [1140] = {.entry = {.count = 1, .reusable = true}}, SHIFT(207),
};

enum ts_external_scanner_symbol_identifiers {
  ts_external_token__line_continuation = 0,
  ts_external_token_description_open = 1,
  ts_external_token__description_newline = 2,
  ts_external_token_description_body = 3,
  ts_external_token_description_close = 4,
  ts_external_token__error_sentinel = 5,
};

static const TSSymbol ts_external_scanner_symbol_map[EXTERNAL_TOKEN_COUNT] = {
  [ts_external_token__line_continuation] = sym__line_continuation,
  [ts_external_token_description_open] = sym_description_open,
  [ts_external_token__description_newline] = sym__description_newline,
  [ts_external_token_description_body] = sym_description_body,
  [ts_external_token_description_close] = sym_description_close,
  [ts_external_token__error_sentinel] = sym__error_sentinel,
};

static const bool ts_external_scanner_states[7][EXTERNAL_TOKEN_COUNT] = {
  [1] = {
    [ts_external_token__line_continuation] = true,
    [ts_external_token_description_open] = true,
    [ts_external_token__description_newline] = true,
    [ts_external_token_description_body] = true,
    [ts_external_token_description_close] = true,
    [ts_external_token__error_sentinel] = true,
  },
  [2] = {
    [ts_external_token__line_continuation] = true,
  },
  [3] = {
    [ts_external_token__line_continuation] = true,
    [ts_external_token__description_newline] = true,
  },
  [4] = {
    [ts_external_token__line_continuation] = true,
    [ts_external_token_description_open] = true,
  },
  [5] = {
    [ts_external_token__line_continuation] = true,
    [ts_external_token_description_body] = true,
    [ts_external_token_description_close] = true,
  },
  [6] = {
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
