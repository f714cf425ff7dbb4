; Foldable regions: conditional blocks and their branches, @= blocks, multi-line values.
[
  (if_block)
  (elif_clause)
  (else_clause)
  (heredoc_assignment)
] @fold

((assignment) @fold
 (#match? @fold "\n"))
