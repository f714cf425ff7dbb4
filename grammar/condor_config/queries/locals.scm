; Definitions and references for nvim-treesitter's locals module. A configuration is one flat
; namespace: every assignment defines a macro that `$(NAME)` can refer to.
(source_file) @local.scope

(assignment
  key: (key name: (identifier) @local.definition.var))

(heredoc_assignment
  key: (key name: (identifier) @local.definition.var))

(macro_reference
  name: (macro_name) @local.reference)
