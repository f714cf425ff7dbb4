/**
 * Does a Python text import the htcondor bindings? The server answers this with
 * `condor_ls.python.chunks.IMPORT_LINE` before it says anything about a Python document; the
 * extension asks the same question before it hands a Python document to the server, so a
 * project that never uses the bindings costs no server process and no traffic.
 *
 * The expression mirrors the server's Python one exactly (checked on a shared table of lines,
 * tests/fixtures/python/import-lines.json, and against the Python one itself by
 * test/unit/bindings.test.ts). JavaScript spells two things differently: Python's `\b` counts
 * every Unicode letter and number as a word character, so the boundaries here are lookarounds
 * on `[\p{L}\p{N}_]`; and Python's multi-line `^` starts a line only after `\n` (JavaScript's
 * also after `\r`, U+2028 and U+2029), so a line starts at the text's start or after a `\n`
 * matched here (consuming it rather than looking behind for it is several times faster, and a
 * yes/no answer does not care).
 */

/** Python's `\w` for text: letters, numbers and the underscore. */
const WORD = String.raw`[\p{L}\p{N}_]`;
const MODULE = String.raw`(?<!${WORD})(?:htcondor2?|classad2?)(?!${WORD})`;

/** A line that imports one of the bindings' modules (`htcondor2`, `classad2`, `htcondor`, `classad`). */
export const IMPORT_LINE = new RegExp(
  String.raw`(?:^|\n)[ \t]*(?:from[ \t]+${MODULE}|import[ \t]+[^\n#;]*${MODULE})`,
  'u',
);

/** True when some line of `text` imports the bindings. */
export function importsBindings(text: string): boolean {
  return IMPORT_LINE.test(text);
}
