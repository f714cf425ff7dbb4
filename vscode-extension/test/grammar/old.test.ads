// SYNTAX TEST "source.classad" "old-syntax ads as condor_status -l prints them"
# a hash comment line
// <------ comment.line.number-sign.classad
MyType = "Machine"
// <------ variable.other.definition.attribute.classad
Name = "slot1@node.example.org"
//     ^^^^^^^^^^^^^^^^^^^^^^^^ string.quoted.double.classad
Memory = 16384
//       ^^^^^ constant.numeric.integer.classad
Start = (KeyboardIdle > 15 * 60) && (TARGET.ImageSize <= MY.Memory * 1024)
// <----- variable.other.definition.attribute.classad
//                                                       ^^ variable.language.scope.classad
LoadAvg = 0.130000

MyType = "Job"
// <------ variable.other.definition.attribute.classad
