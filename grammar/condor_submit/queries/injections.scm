; Language injections (nvim-treesitter / Helix capture names).
;
; Values are raw text until macro expansion, so the injected ClassAd text still contains the
; `$(...)` references; include-children keeps them in the injected range and the ClassAd parser
; recovers around them.
;
; Portability: Neovim evaluates #match? with Vim regular expressions, tree-sitter and Helix with
; Rust ones, so the patterns below only use what both read the same way (^ $ . * and [...]).
; Directives (#set!) come before predicates: py-tree-sitter 0.26.1 corrupts memory when a text
; predicate is followed by #set! in the same pattern.

; `+Attr = expr` and `MY.Attr = expr` put their value into the job ad as an expression.
((assignment
   key: (key attribute_marker: "+")
   value: (value) @injection.content)
 (#set! injection.language "classad")
 (#set! injection.include-children))

((assignment
   key: (key prefix: (key_prefix) @_prefix)
   value: (value) @injection.content)
 (#set! injection.language "classad")
 (#set! injection.include-children)
 (#any-of? @_prefix "MY" "My" "my"))

; Submit commands whose value is a ClassAd expression.

((assignment
   key: (key name: (identifier) @_name)
   value: (value) @injection.content)
 (#set! injection.language "classad")
 (#set! injection.include-children)
 (#any-of? @_name "requirements" "REQUIREMENTS" "Requirements" "rank" "RANK" "Rank" "periodic_hold" "PERIODIC_HOLD" "Periodic_hold" "Periodic_Hold" "periodic_hold_reason" "PERIODIC_HOLD_REASON" "Periodic_hold_reason" "Periodic_Hold_Reason" "periodic_hold_subcode" "PERIODIC_HOLD_SUBCODE" "Periodic_hold_subcode" "Periodic_Hold_Subcode" "periodic_release" "PERIODIC_RELEASE" "Periodic_release" "Periodic_Release" "periodic_remove" "PERIODIC_REMOVE" "Periodic_remove" "Periodic_Remove" "periodic_vacate" "PERIODIC_VACATE" "Periodic_vacate" "Periodic_Vacate" "on_exit_hold" "ON_EXIT_HOLD" "On_exit_hold" "On_Exit_Hold" "on_exit_hold_reason" "ON_EXIT_HOLD_REASON" "On_exit_hold_reason" "On_Exit_Hold_Reason" "on_exit_hold_subcode" "ON_EXIT_HOLD_SUBCODE" "On_exit_hold_subcode" "On_Exit_Hold_Subcode" "on_exit_remove" "ON_EXIT_REMOVE" "On_exit_remove" "On_Exit_Remove" "retry_until" "RETRY_UNTIL" "Retry_until" "Retry_Until" "want_graceful_removal" "WANT_GRACEFUL_REMOVAL" "Want_graceful_removal" "Want_Graceful_Removal" "job_max_vacate_time" "JOB_MAX_VACATE_TIME" "Job_max_vacate_time" "Job_Max_Vacate_Time" "max_job_retirement_time" "MAX_JOB_RETIREMENT_TIME" "Max_job_retirement_time" "Max_Job_Retirement_Time" "allowed_job_duration" "ALLOWED_JOB_DURATION" "Allowed_job_duration" "Allowed_Job_Duration" "allowed_execute_duration" "ALLOWED_EXECUTE_DURATION" "Allowed_execute_duration" "Allowed_Execute_Duration" "noop_job" "NOOP_JOB" "Noop_job" "Noop_Job"))

; $$([ expression ]) is evaluated against the matched machine.
((machine_reference
   expression: (expression) @injection.content)
 (#set! injection.language "classad"))

; $EVAL(expression) evaluates its argument as a ClassAd expression.
((macro_function
   function: (function_name) @_fn
   arguments: (arguments) @injection.content)
 (#set! injection.language "classad")
 (#eq? @_fn "$EVAL("))
