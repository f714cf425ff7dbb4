; Transform rules highlighting (nvim-treesitter capture names).

(comment) @comment @spell

(pragma) @keyword.directive

; Names being assigned, with their SUBSYS./LOCALNAME. prefixes.
(assignment
  key: (key name: (identifier) @property))

(heredoc_assignment
  key: (key name: (identifier) @property))

(key
  prefix: (key_prefix) @module)

(invalid_line
  key: (key) @error)

(ignored_text) @comment

(operator) @operator

"@=" @operator

(heredoc_tag) @label
(heredoc_end) @label
(raw_line) @string

; Values are text; references inside them are highlighted on their own.
(value (text) @string)

(macro_reference
  name: (macro_name) @variable)

(machine_reference
  name: (macro_name) @variable.member)

(default_value (text) @string.special)

(macro_function
  function: (function_name) @function.macro)

(macro_function
  arguments: (arguments) @variable.parameter)

[
  "$("
  "$$("
  "$$(["
  "])"
  ")"
] @punctuation.special

(macro_reference ":" @punctuation.delimiter)
(machine_reference ":" @punctuation.delimiter)

; Directives.
[
  "include"
  "use"
] @keyword.import

[
  "ifexist"
  "ifexists"
  "command"
  "output"
  "into"
] @keyword.modifier

(include ":" @punctuation.delimiter)
(use ":" @punctuation.delimiter)
(include into: (path) @string.special.path)

(use category: (identifier) @module)
(template name: (identifier) @function)
(template arguments: (template_arguments) @variable.parameter)

(error_directive keyword: (directive) @keyword.exception)
(warning_directive keyword: (directive) @keyword.exception)
(error_directive message: (value (text) @string))
(warning_directive message: (value (text) @string))

; Conditionals.
[
  "if"
  "elif"
  "else"
  "endif"
] @keyword.conditional

[
  "defined"
  "version"
] @keyword.operator

(defined_condition "use" @keyword.import)
(defined_condition template: (template_reference) @module)
(condition negated: "!" @operator)
(version_condition operator: (operator) @operator)
(version_condition version: (version) @number)
(condition (boolean) @boolean)
(condition (number) @number)
(condition_expression (boolean) @boolean)
(condition_expression (number) @number)

; Job attributes: `+Attr`, `-Attr`, `MY.Attr`.
(key attribute_marker: _ @punctuation.special)

; Transform statements.
[
  "SET"
  "DEFAULT"
  "EVALSET"
  "EVALMACRO"
  "COPY"
  "RENAME"
  "DELETE"
] @keyword

[
  "NAME"
  "UNIVERSE"
  "REQUIREMENTS"
] @keyword.directive

"TRANSFORM" @keyword.repeat

(attribute) @variable.member
(evalmacro_statement variable: (variable) @variable)
(regex) @string.regexp
(separator) @punctuation.delimiter
(name_statement name: (value (text) @label))
(universe_statement universe: (value (text) @constant.builtin))
(copy_statement target: (value (text) @variable.member))
(rename_statement target: (value (text) @variable.member))
(delete_statement rest: (value) @comment)

; TRANSFORM takes the arguments of a submit file's queue statement.
[
  "in"
  "from"
  "matching"
] @keyword.repeat

[
  "table"
  "files"
  "dirs"
  "any"
] @keyword.modifier

(variable_list (variable) @variable)
(queue_count (number) @number)
(queue_count (operator) @operator)
(slice) @number
(table_options) @variable.parameter
(item_list "(" @punctuation.bracket)
(item_list ")" @punctuation.bracket)
(items) @string
(item_line) @string
