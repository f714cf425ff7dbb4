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

; Knobs whose value is a ClassAd expression (configuration knobs are usually upper case).

((assignment
   key: (key name: (identifier) @_name)
   value: (value) @injection.content)
 (#set! injection.language "classad")
 (#set! injection.include-children)
 (#any-of? @_name "START" "RANK" "SUSPEND" "CONTINUE" "PREEMPT" "KILL" "WANT_SUSPEND" "WANT_VACATE" "IS_OWNER" "WANT_HOLD" "WANT_HOLD_REASON" "WANT_HOLD_SUBCODE" "START_BACKFILL" "EVICT_BACKFILL" "HIBERNATE" "SLOT_WEIGHT" "MachineMaxVacateTime" "MaxJobRetirementTime" "MAXJOBRETIREMENTTIME" "MACHINEMAXVACATETIME" "SHUTDOWN_GRACEFUL_TIMEOUT_EXPR" "DEFRAG_WHOLE_MACHINE_EXPR" "DEFRAG_DRAINING_START_EXPR"))

((assignment
   key: (key name: (identifier) @_name)
   value: (value) @injection.content)
 (#set! injection.language "classad")
 (#set! injection.include-children)
 (#match? @_name "^.*_START$"))

((assignment
   key: (key name: (identifier) @_name)
   value: (value) @injection.content)
 (#set! injection.language "classad")
 (#set! injection.include-children)
 (#match? @_name "^.*_RANK$"))

((assignment
   key: (key name: (identifier) @_name)
   value: (value) @injection.content)
 (#set! injection.language "classad")
 (#set! injection.include-children)
 (#match? @_name "^.*_REQUIREMENTS$"))

((assignment
   key: (key name: (identifier) @_name)
   value: (value) @injection.content)
 (#set! injection.language "classad")
 (#set! injection.include-children)
 (#match? @_name "^.*_SUSPEND$"))

((assignment
   key: (key name: (identifier) @_name)
   value: (value) @injection.content)
 (#set! injection.language "classad")
 (#set! injection.include-children)
 (#match? @_name "^.*_CONTINUE$"))

((assignment
   key: (key name: (identifier) @_name)
   value: (value) @injection.content)
 (#set! injection.language "classad")
 (#set! injection.include-children)
 (#match? @_name "^.*_PREEMPT$"))

((assignment
   key: (key name: (identifier) @_name)
   value: (value) @injection.content)
 (#set! injection.language "classad")
 (#set! injection.include-children)
 (#match? @_name "^.*_KILL$"))

((assignment
   key: (key name: (identifier) @_name)
   value: (value) @injection.content)
 (#set! injection.language "classad")
 (#set! injection.include-children)
 (#match? @_name "^.*_VANILLA$"))

((assignment
   key: (key name: (identifier) @_name)
   value: (value) @injection.content)
 (#set! injection.language "classad")
 (#set! injection.include-children)
 (#match? @_name "^.*PERIODIC_.*$"))

((assignment
   key: (key name: (identifier) @_name)
   value: (value) @injection.content)
 (#set! injection.language "classad")
 (#set! injection.include-children)
 (#match? @_name "^SUBMIT_REQUIREMENT_.*$"))

((assignment
   key: (key name: (identifier) @_name)
   value: (value) @injection.content)
 (#set! injection.language "classad")
 (#set! injection.include-children)
 (#match? @_name "^.*CONSUMPTION_.*$"))

((assignment
   key: (key name: (identifier) @_name)
   value: (value) @injection.content)
 (#set! injection.language "classad")
 (#set! injection.include-children)
 (#match? @_name "^JOB_DEFAULT_REQUEST.*$"))

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

; The schedd's job transforms and the job router's routes and transforms are written in the
; transform language (grammar/condor_transform), unless they use the retired New-ClassAd form
; `[ ... ]`, which is a ClassAd. The *_NAMES knobs are lists, not transforms.

((assignment
   key: (key name: (identifier) @_name)
   value: (value) @injection.content)
 (#set! injection.language "condor_transform")
 (#set! injection.include-children)
 (#match? @_name "^JOB_TRANSFORM_.*$")
 (#not-match? @_name "^JOB_TRANSFORM_NAMES$")
 (#not-match? @injection.content "^\\["))

((assignment
   key: (key name: (identifier) @_name)
   value: (value) @injection.content)
 (#set! injection.language "condor_transform")
 (#set! injection.include-children)
 (#match? @_name "^JOB_ROUTER_.*$")
 (#match? @_name "^JOB_ROUTER_[RT][OR][UA][TN].*_.*$")
 (#not-match? @_name "^JOB_ROUTER_ROUTE_NAMES$")
 (#not-match? @_name "^JOB_ROUTER_TRANSFORM_NAMES$")
 (#not-match? @injection.content "^\\["))

((heredoc_assignment
   key: (key name: (identifier) @_name)
   body: (heredoc_body) @injection.content)
 (#set! injection.language "condor_transform")
 (#set! injection.include-children)
 (#match? @_name "^JOB_TRANSFORM_.*$")
 (#not-match? @injection.content "^\\["))

((heredoc_assignment
   key: (key name: (identifier) @_name)
   body: (heredoc_body) @injection.content)
 (#set! injection.language "condor_transform")
 (#set! injection.include-children)
 (#match? @_name "^JOB_ROUTER_[RT][OR][UA][TN].*_.*$")
 (#not-match? @injection.content "^\\["))

((assignment
   key: (key name: (identifier) @_name)
   value: (value) @injection.content)
 (#set! injection.language "classad")
 (#set! injection.include-children)
 (#match? @_name "^JOB_[RT][OR][AU][NT].*_.*$")
 (#match? @injection.content "^\\["))

((heredoc_assignment
   key: (key name: (identifier) @_name)
   body: (heredoc_body) @injection.content)
 (#set! injection.language "classad")
 (#set! injection.include-children)
 (#match? @_name "^JOB_[RT][OR][AU][NT].*_.*$")
 (#match? @injection.content "^\\["))
