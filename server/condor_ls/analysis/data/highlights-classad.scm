; ClassAd syntax highlighting (nvim-treesitter capture names).

(comment) @comment @spell

(string) @string
(integer) @number
(real) @number.float
(boolean) @boolean
[
  (undefined)
  (error_value)
] @constant.builtin

; Attribute references; the scope prefixes MY., TARGET. and PARENT. read as modules.
(attribute_reference
  name: (_) @variable)

(select_expression
  base: (attribute_reference
    name: (identifier) @module.builtin)
  (#any-of? @module.builtin "MY" "My" "my" "TARGET" "Target" "target" "PARENT" "Parent" "parent"))

(select_expression
  name: (_) @variable.member)

(absolute_reference
  name: (_) @variable)

; Definitions: attributes of records and of old-syntax ads.
(attribute
  name: (_) @property)

(old_attribute
  name: (_) @property)

(call_expression
  function: (_) @function.call)

[
  "is"
  "isnt"
] @keyword.operator

[
  "+"
  "-"
  "*"
  "/"
  "%"
  "<<"
  ">>"
  ">>>"
  "<"
  "<="
  ">"
  ">="
  "=="
  "!="
  "=?="
  "=!="
  "&"
  "^"
  "|"
  "&&"
  "||"
  "!"
  "~"
  "="
  (elvis_operator)
] @operator

(ternary_expression
  [
    "?"
    ":"
  ] @keyword.conditional.ternary)

[
  "("
  ")"
  "["
  "]"
  "{"
  "}"
] @punctuation.bracket

[
  ","
  ";"
  "."
] @punctuation.delimiter
