; A record is a scope: its attributes are visible to the expressions inside it, and a bare
; reference is looked up from the innermost enclosing record outwards.
(record) @local.scope

(old_ad) @local.scope

(attribute
  name: (_) @local.definition.field)

(old_attribute
  name: (_) @local.definition.field)

(attribute_reference
  name: (_) @local.reference)
