; Definitions and references for nvim-treesitter's locals module. Node names, splice names and
; submit-description names live in one namespace per DAG file.
(source_file) @local.scope

(job_statement name: (node_name) @local.definition.type)
(final_statement name: (node_name) @local.definition.type)
(provisioner_statement name: (node_name) @local.definition.type)
(service_statement name: (node_name) @local.definition.type)
(subdag_statement name: (node_name) @local.definition.type)
(splice_statement name: (splice_name) @local.definition.namespace)
(submit_description_statement name: (description_name) @local.definition.type)

(dependency_statement (node_name) @local.reference)
(script_statement node: (node_name) @local.reference)
(retry_statement node: (node_name) @local.reference)
(abort_dag_on_statement node: (node_name) @local.reference)
(vars_statement node: (node_name) @local.reference)
(priority_statement node: (node_name) @local.reference)
(pre_skip_statement node: (node_name) @local.reference)
(tolerance_statement node: (node_name) @local.reference)
(done_statement node: (node_name) @local.reference)
(category_statement node: (node_name) @local.reference)
(save_point_file_statement node: (node_name) @local.reference)
(pin_in_statement node: (node_name) @local.reference)
(pin_out_statement node: (node_name) @local.reference)
(connect_statement (splice_name) @local.reference)
