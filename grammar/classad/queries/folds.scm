; Nested records, lists, long argument lists and whole old-syntax ads fold.
[
  (record)
  (list)
  (argument_list)
  (old_ad)
] @fold
