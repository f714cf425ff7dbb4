; Definitions and references for nvim-treesitter's locals module. Temporary variables, EVALMACRO
; results and TRANSFORM loop variables share one namespace that `$(NAME)` refers to.
(source_file) @local.scope

(assignment
  key: (key name: (identifier) @local.definition.var))

(heredoc_assignment
  key: (key name: (identifier) @local.definition.var))

(evalmacro_statement variable: (variable) @local.definition.var)

(variable_list (variable) @local.definition.var)

(macro_reference
  name: (macro_name) @local.reference)
