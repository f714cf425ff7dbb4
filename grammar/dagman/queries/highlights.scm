; DAGMan input file highlighting (nvim-treesitter capture names).
;
; #match? patterns only use what Vim and Rust regular expressions read alike (^ $ . * [...]).

(comment) @comment @spell

; Commands that define nodes, splices and descriptions, or read other files.
[
  "JOB"
  "FINAL"
  "PROVISIONER"
  "SERVICE"
  "SUBDAG"
  "EXTERNAL"
  "SUBMIT_DESCRIPTION"
] @keyword.type

[
  "SPLICE"
  "INCLUDE"
] @keyword.import

[
  "PARENT"
  "CHILD"
  "WEAK"
  "CONNECT"
  "PIN_IN"
  "PIN_OUT"
] @keyword.operator

[
  "SCRIPT"
  "PRE_SKIP"
  "RETRY"
  "ABORT_DAG_ON"
  "VARS"
  "PRIORITY"
  "TOLERANCE"
  "DONE"
  "CATEGORY"
  "MAXJOBS"
  "CONFIG"
  "DOT"
  "NODE_STATUS_FILE"
  "JOBSTATE_LOG"
  "SAVE_POINT_FILE"
  "SET_JOB_ATTR"
  "ENV"
] @keyword

"REJECT" @keyword.exception

; Options of the commands.
[
  "DIR"
  "DEFER"
  "DEBUG"
  "UNLESS_EXIT"
  "RETURN"
  "PREPEND"
  "APPEND"
  "UPDATE"
  "DONT_UPDATE"
  "OVERWRITE"
  "DONT_OVERWRITE"
  "ALWAYS_UPDATE"
  "FAIL_FAST"
  "WAIT"
  "SET"
  "GET"
] @keyword.modifier

(noop) @keyword.modifier
(done) @keyword.modifier
(script_type) @keyword.function
(debug_stream) @constant.builtin

; Names: nodes where they are defined and where they are used.
(job_statement name: (node_name) @label)
(final_statement name: (node_name) @label)
(provisioner_statement name: (node_name) @label)
(service_statement name: (node_name) @label)
(subdag_statement name: (node_name) @label)
(node_name) @label

((node_name) @constant.builtin
 (#match? @constant.builtin "^[Aa][Ll][Ll][-_][Nn][Oo][Dd][Ee][Ss]$"))

(splice_name) @module
(description_name) @type
(category_name) @constant

(path) @string.special.path
(number) @number

(variable_assignment name: (variable) @variable.member)
(variable_assignment "=" @operator)
(variable_assignment value: (value) @string)

(script_command) @string.special
(argument_text) @string

; Inline submit descriptions (the body is injected as condor_submit text).
(description_open) @punctuation.bracket
(description_close) @punctuation.bracket
(ignored_text) @comment
