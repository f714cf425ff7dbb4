; Language injections (nvim-treesitter / Helix capture names).
;
; Values are raw text until macro expansion, so the injected ClassAd text still contains the
; `$(...)` references; include-children keeps them in the injected range and the ClassAd parser
; recovers around them. The name patterns are case-insensitive character classes because the
; knob names are. Directives (#set!) come before predicates: py-tree-sitter 0.26.1 corrupts
; memory when a text predicate is followed by #set! in the same pattern.

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
 (#match? @_prefix "^[Mm][Yy]$"))

((assignment
   key: (key name: (identifier) @_name)
   value: (value) @injection.content)
 (#set! injection.language "classad")
 (#set! injection.include-children)
 (#match? @_name "^([Rr][Ee][Qq][Uu][Ii][Rr][Ee][Mm][Ee][Nn][Tt][Ss]|[Rr][Aa][Nn][Kk]|[Pp][Ee][Rr][Ii][Oo][Dd][Ii][Cc]_[Hh][Oo][Ll][Dd]|[Pp][Ee][Rr][Ii][Oo][Dd][Ii][Cc]_[Hh][Oo][Ll][Dd]_[Rr][Ee][Aa][Ss][Oo][Nn]|[Pp][Ee][Rr][Ii][Oo][Dd][Ii][Cc]_[Hh][Oo][Ll][Dd]_[Ss][Uu][Bb][Cc][Oo][Dd][Ee]|[Pp][Ee][Rr][Ii][Oo][Dd][Ii][Cc]_[Rr][Ee][Ll][Ee][Aa][Ss][Ee]|[Pp][Ee][Rr][Ii][Oo][Dd][Ii][Cc]_[Rr][Ee][Mm][Oo][Vv][Ee]|[Pp][Ee][Rr][Ii][Oo][Dd][Ii][Cc]_[Vv][Aa][Cc][Aa][Tt][Ee]|[Oo][Nn]_[Ee][Xx][Ii][Tt]_[Hh][Oo][Ll][Dd]|[Oo][Nn]_[Ee][Xx][Ii][Tt]_[Hh][Oo][Ll][Dd]_[Rr][Ee][Aa][Ss][Oo][Nn]|[Oo][Nn]_[Ee][Xx][Ii][Tt]_[Hh][Oo][Ll][Dd]_[Ss][Uu][Bb][Cc][Oo][Dd][Ee]|[Oo][Nn]_[Ee][Xx][Ii][Tt]_[Rr][Ee][Mm][Oo][Vv][Ee]|[Rr][Ee][Tt][Rr][Yy]_[Uu][Nn][Tt][Ii][Ll]|[Ww][Aa][Nn][Tt]_[Gg][Rr][Aa][Cc][Ee][Ff][Uu][Ll]_[Rr][Ee][Mm][Oo][Vv][Aa][Ll]|[Jj][Oo][Bb]_[Mm][Aa][Xx]_[Vv][Aa][Cc][Aa][Tt][Ee]_[Tt][Ii][Mm][Ee]|[Mm][Aa][Xx]_[Jj][Oo][Bb]_[Rr][Ee][Tt][Ii][Rr][Ee][Mm][Ee][Nn][Tt]_[Tt][Ii][Mm][Ee]|[Aa][Ll][Ll][Oo][Ww][Ee][Dd]_[Jj][Oo][Bb]_[Dd][Uu][Rr][Aa][Tt][Ii][Oo][Nn]|[Aa][Ll][Ll][Oo][Ww][Ee][Dd]_[Ee][Xx][Ee][Cc][Uu][Tt][Ee]_[Dd][Uu][Rr][Aa][Tt][Ii][Oo][Nn]|[Nn][Oo][Oo][Pp]_[Jj][Oo][Bb])$"))

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
