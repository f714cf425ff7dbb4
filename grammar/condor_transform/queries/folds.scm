; Foldable regions: conditional blocks and their branches, @= blocks, multi-line values and
; the item list of a TRANSFORM statement.
[
  (if_block)
  (elif_clause)
  (else_clause)
  (heredoc_assignment)
  (item_list)
] @fold

((assignment) @fold
 (#match? @fold "\n"))
