; Foldable regions: inline submit descriptions and commands continued over several lines.
(inline_description) @fold

([
  (job_statement)
  (final_statement)
  (provisioner_statement)
  (service_statement)
  (submit_description_statement)
  (dependency_statement)
  (script_statement)
  (vars_statement)
] @fold
 (#match? @fold "\n"))
