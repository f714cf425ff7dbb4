; Language injections (nvim-treesitter / Helix capture names).
;
; Values are raw text until macro expansion, so the injected ClassAd text still contains the
; `$(...)` references; include-children keeps them in the injected range and the ClassAd parser
; recovers around them. The name patterns are case-insensitive character classes because the
; knob names are. Directives (#set!) come before predicates: py-tree-sitter 0.26.1 corrupts
; memory when a text predicate is followed by #set! in the same pattern.

((assignment
   key: (key name: (identifier) @_name)
   value: (value) @injection.content)
 (#set! injection.language "classad")
 (#set! injection.include-children)
 (#match? @_name "^([Ss][Ll][Oo][Tt][0-9]+_|[Ss][Ll][Oo][Tt]_[Tt][Yy][Pp][Ee]_[0-9]+_)?([Ss][Tt][Aa][Rr][Tt]|[Rr][Aa][Nn][Kk]|[Ss][Uu][Ss][Pp][Ee][Nn][Dd]|[Cc][Oo][Nn][Tt][Ii][Nn][Uu][Ee]|[Pp][Rr][Ee][Ee][Mm][Pp][Tt]|[Kk][Ii][Ll][Ll]|[Ww][Aa][Nn][Tt]_[Ss][Uu][Ss][Pp][Ee][Nn][Dd]|[Ww][Aa][Nn][Tt]_[Vv][Aa][Cc][Aa][Tt][Ee]|[Ii][Ss]_[Oo][Ww][Nn][Ee][Rr]|[Ww][Aa][Nn][Tt]_[Hh][Oo][Ll][Dd]|[Ww][Aa][Nn][Tt]_[Hh][Oo][Ll][Dd]_[Rr][Ee][Aa][Ss][Oo][Nn]|[Ww][Aa][Nn][Tt]_[Hh][Oo][Ll][Dd]_[Ss][Uu][Bb][Cc][Oo][Dd][Ee]|[Ss][Tt][Aa][Rr][Tt]_[Bb][Aa][Cc][Kk][Ff][Ii][Ll][Ll]|[Ee][Vv][Ii][Cc][Tt]_[Bb][Aa][Cc][Kk][Ff][Ii][Ll][Ll]|[Hh][Ii][Bb][Ee][Rr][Nn][Aa][Tt][Ee]|[Ss][Ll][Oo][Tt]_[Ww][Ee][Ii][Gg][Hh][Tt]|[Mm][Aa][Cc][Hh][Ii][Nn][Ee][Mm][Aa][Xx][Vv][Aa][Cc][Aa][Tt][Ee][Tt][Ii][Mm][Ee]|[Mm][Aa][Xx][Jj][Oo][Bb][Rr][Ee][Tt][Ii][Rr][Ee][Mm][Ee][Nn][Tt][Tt][Ii][Mm][Ee]|[Ss][Tt][Aa][Rr][Tt][Dd]_[Ss][Ee][Nn][Dd][Ss]_[Aa][Ll][Ii][Vv][Ee][Ss]|[Ss][Hh][Uu][Tt][Dd][Oo][Ww][Nn]_[Gg][Rr][Aa][Cc][Ee][Ff][Uu][Ll]_[Tt][Ii][Mm][Ee][Oo][Uu][Tt]_[Ee][Xx][Pp][Rr]|[Dd][Ee][Ff][Rr][Aa][Gg]_[Rr][Ee][Qq][Uu][Ii][Rr][Ee][Mm][Ee][Nn][Tt][Ss]|[Dd][Ee][Ff][Rr][Aa][Gg]_[Rr][Aa][Nn][Kk]|[Dd][Ee][Ff][Rr][Aa][Gg]_[Ww][Hh][Oo][Ll][Ee]_[Mm][Aa][Cc][Hh][Ii][Nn][Ee]_[Ee][Xx][Pp][Rr]|[Dd][Ee][Ff][Rr][Aa][Gg]_[Dd][Rr][Aa][Ii][Nn][Ii][Nn][Gg]_[Ss][Tt][Aa][Rr][Tt]_[Ee][Xx][Pp][Rr])(_[Vv][Aa][Nn][Ii][Ll][Ll][Aa])?$"))

((assignment
   key: (key name: (identifier) @_name)
   value: (value) @injection.content)
 (#set! injection.language "classad")
 (#set! injection.include-children)
 (#match? @_name "^.*_[Rr][Ee][Qq][Uu][Ii][Rr][Ee][Mm][Ee][Nn][Tt][Ss]$"))

((assignment
   key: (key name: (identifier) @_name)
   value: (value) @injection.content)
 (#set! injection.language "classad")
 (#set! injection.include-children)
 (#match? @_name "^.*_[Rr][Aa][Nn][Kk]$"))

((assignment
   key: (key name: (identifier) @_name)
   value: (value) @injection.content)
 (#set! injection.language "classad")
 (#set! injection.include-children)
 (#match? @_name "^([Ss][Yy][Ss][Tt][Ee][Mm]_)?[Pp][Ee][Rr][Ii][Oo][Dd][Ii][Cc]_.*$"))

((assignment
   key: (key name: (identifier) @_name)
   value: (value) @injection.content)
 (#set! injection.language "classad")
 (#set! injection.include-children)
 (#match? @_name "^[Ss][Uu][Bb][Mm][Ii][Tt]_[Rr][Ee][Qq][Uu][Ii][Rr][Ee][Mm][Ee][Nn][Tt]_.*$"))

((assignment
   key: (key name: (identifier) @_name)
   value: (value) @injection.content)
 (#set! injection.language "classad")
 (#set! injection.include-children)
 (#match? @_name "^(.*_)?[Cc][Oo][Nn][Ss][Uu][Mm][Pp][Tt][Ii][Oo][Nn]_.*$"))

((assignment
   key: (key name: (identifier) @_name)
   value: (value) @injection.content)
 (#set! injection.language "classad")
 (#set! injection.include-children)
 (#match? @_name "^[Jj][Oo][Bb]_[Dd][Ee][Ff][Aa][Uu][Ll][Tt]_[Rr][Ee][Qq][Uu][Ee][Ss][Tt].*$"))

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
