; Language injections (nvim-treesitter / Helix capture names).
;
; The expressions of transform statements are ClassAd once their `$(...)` references are
; expanded; include-children keeps the references in the injected range and the ClassAd parser
; recovers around them. Directives (#set!) come before predicates (see condor_config's file).

(set_statement
  value: (value) @injection.content
  (#set! injection.language "classad")
  (#set! injection.include-children))

(default_statement
  value: (value) @injection.content
  (#set! injection.language "classad")
  (#set! injection.include-children))

(evalset_statement
  value: (value) @injection.content
  (#set! injection.language "classad")
  (#set! injection.include-children))

(evalmacro_statement
  value: (value) @injection.content
  (#set! injection.language "classad")
  (#set! injection.include-children))

; REQUIREMENTS is parsed as it stands (the transform reader does not expand macros in it).
(requirements_statement
  expression: (value) @injection.content
  (#set! injection.language "classad"))

; `+Attr = expr` and `MY.Attr = expr` hold job attribute expressions, as in submit files.
((assignment
   key: (key attribute_marker: "+")
   value: (value) @injection.content)
 (#set! injection.language "classad")
 (#set! injection.include-children))

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
