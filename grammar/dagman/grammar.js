/**
 * Tree-sitter grammar for DAGMan input files (the DAG language of HTCondor 25).
 *
 * Facts from condor_dagman's reader (src/condor_utils/dag_parser.cpp, DagParser and DagLexer)
 * that shape the grammar:
 *
 * - One command per logical line. Lines are trimmed; a line that is empty or starts with `#` or
 *   `//` is skipped, even in the middle of a continued command. A trailing backslash joins the
 *   next line (with a blank between the two).
 * - The first word names the command, in any case, with `-` and `_` interchangeable
 *   (`ABORT-DAG-ON` = `abort_dag_on`); the sub-keywords (`DIR`, `NOOP`, `UNLESS-EXIT`,
 *   `DONT-UPDATE` ...) are compared the same way.
 * - Words are separated by blanks; a `"` or `'` groups blanks into the word up to the matching
 *   quote, and inside quotes a backslash escapes the next character. `#` in the middle of a
 *   line is an ordinary word.
 * - `JOB name {` (also FINAL, PROVISIONER, SERVICE) and `SUBMIT-DESCRIPTION name {` open an
 *   inline submit description that runs over raw lines up to a line that is `}` (or that starts
 *   with `} `); `@=TAG` instead of `{` closes with `@TAG`. The rest of the closing line holds the
 *   node's remaining options. The external scanner (src/scanner.c) reads these blocks and the
 *   continuation backslash.
 *
 * The grammar accepts every line shape: arguments are optional and extra words are kept as
 * `unexpected` nodes, so that a broken line stays one statement and the analysis can say what
 * condor_dagman would say about it.
 */

/** A case-insensitive regular expression in which `-` and `_` match either character. */
function ci(word) {
  return new RegExp(
    word
      .split('')
      .map((c) => (/[a-z]/i.test(c) ? `[${c.toLowerCase()}${c.toUpperCase()}]` : c === '-' || c === '_' ? '[-_]' : c))
      .join(''),
  );
}

/** A keyword token; on a tie in length it wins over a word. Shown as its canonical spelling. */
function kw(word) {
  return alias(token(prec(1, ci(word))), word);
}

/** A keyword that must be followed by a blank (the token includes it). */
function kwBlank(word) {
  return alias(token(prec(1, new RegExp(ci(word).source + '[ \\t]'))), word);
}

/** seq(a, optional(seq(b, optional(seq(c, ...))))): arguments that stop wherever the line ends. */
function chain(...parts) {
  const [first, ...rest] = parts;
  return rest.length === 0 ? first : seq(first, optional(chain(...rest)));
}

// A word as DagLexer cuts it: runs of characters other than blanks and quotes, and quoted runs
// (which may hold blanks; a backslash escapes the next character inside them). A backslash is
// part of a word only when something other than the end of the line follows it; at the end of a
// line it is the continuation (the scanner's token).
const DQ_OPEN = String.raw`"(?:[^"\\\n]|\\[^\n])*`;
const SQ_OPEN = String.raw`'(?:[^'\\\n]|\\[^\n])*`;
const DQ = `${DQ_OPEN}"`;
const SQ = `${SQ_OPEN}'`;
const PLAIN = String.raw`[^ \t\r\n"'\\]`;
const PIECE = String.raw`(?:${PLAIN}|\\+(?:${PLAIN}|${DQ}|${SQ})|${DQ}|${SQ})`;
// A run of backslashes the scanner did not take as a continuation (blank space follows it) is a
// word of its own here; for condor_dagman it ends the word before it (`a\ b` is `a\` and `b`),
// which only the analysis, reading the line as DagLexer does, needs to know.
const WORD = new RegExp(`${PIECE}+|\\\\+`);
// A word that starts with a quote, closed or not.
const QUOTED_WORD = new RegExp(`(?:${DQ}|${SQ})${PIECE}*(?:${DQ_OPEN}|${SQ_OPEN})?|${DQ_OPEN}|${SQ_OPEN}`);
// A word whose last quote is never closed: it runs to the end of the line (condor_dagman rejects
// the line; the tree keeps it as one word).
const UNCLOSED_WORD = new RegExp(`${PIECE}*(?:${DQ_OPEN}|${SQ_OPEN})`);

// Raw text to the end of the logical line (script commands, SET_JOB_ATTR, ENV): a backslash
// followed by the end of the line is the continuation, anything else is text.
const TEXT_CHUNK =
  /([^ \t\r\n\\]|\\+[^ \t\r\n\\]|\\+[ \t\r]+[^ \t\r\n\\])([^\n\\]|\\+[^ \t\r\n\\]|\\+[ \t\r]+[^ \t\r\n\\])*/;

/** Lines per invisible run of statements (see `_paragraph`). */
const RUN_LINES = 16;

/** `item`, optionally followed by up to `count - 1` more, as one flat sequence. */
const upTo = (count, item) => (count === 1 ? item : seq(item, optional(upTo(count - 1, item))));

const NODE_KEYWORDS = ['JOB', 'FINAL', 'PROVISIONER', 'SERVICE'];

module.exports = grammar({
  name: 'dagman',

  externals: ($) => [
    $._line_continuation,
    $.description_open,
    $._description_newline,
    $.description_body,
    $.description_close,
    $._end_of_file,
    $._error_sentinel,
  ],

  extras: ($) => [/[ \t\f\v\r]/, $._line_continuation],

  rules: {
    source_file: ($) => repeat(choice($._paragraph, $._newline)),

    // Statement lines are grouped, invisibly, into runs of at most RUN_LINES lines (as in
    // condor_config, see grammar/README.md): an incremental re-parse reuses a run the edit did
    // not touch as one subtree, where the nodes of a `repeat` would be taken over one by one.
    // A statement ends at a line break, or at the end of a file that has none after its last
    // statement (the scanner's zero-width `_end_of_file`).
    _paragraph: ($) => prec.right(upTo(RUN_LINES, seq($._statement, $._line_end))),

    _line_end: ($) => choice($._newline, $._end_of_file),

    _newline: (_) => /\n/,

    _statement: ($) =>
      choice(
        $.comment,
        $.job_statement,
        $.final_statement,
        $.provisioner_statement,
        $.service_statement,
        $.subdag_statement,
        $.splice_statement,
        $.submit_description_statement,
        $.dependency_statement,
        $.script_statement,
        $.retry_statement,
        $.abort_dag_on_statement,
        $.vars_statement,
        $.priority_statement,
        $.pre_skip_statement,
        $.tolerance_statement,
        $.done_statement,
        $.category_statement,
        $.maxjobs_statement,
        $.config_statement,
        $.include_statement,
        $.dot_statement,
        $.node_status_file_statement,
        $.jobstate_log_statement,
        $.save_point_file_statement,
        $.set_job_attr_statement,
        $.env_statement,
        $.reject_statement,
        $.connect_statement,
        $.pin_in_statement,
        $.pin_out_statement,
        $.unknown_statement,
      ),

    /** `# ...` or `// ...` at the start of a line (anywhere else they are words). */
    comment: (_) => token(prec(2, /(#|\/\/)[^\n]*/)),

    // ------------------------------------------------------------------ nodes
    /** `JOB name submit-file [DIR dir] [NOOP] [DONE]`, or `JOB name {` with an inline description. */
    job_statement: ($) => seq(kw('JOB'), optional($._node_arguments)),
    /** `FINAL name ...`: runs once at the end, whatever happened. */
    final_statement: ($) => seq(kw('FINAL'), optional($._node_arguments)),
    /** `PROVISIONER name ...`: started before every other node. */
    provisioner_statement: ($) => seq(kw('PROVISIONER'), optional($._node_arguments)),
    /** `SERVICE name ...`: runs beside the DAG for its whole life. */
    service_statement: ($) => seq(kw('SERVICE'), optional($._node_arguments)),

    _node_arguments: ($) =>
      seq(
        field('name', $.node_name),
        optional(seq(field('submit', choice($.path, $.inline_description)), repeat($._node_option))),
      ),

    /** `SUBDAG EXTERNAL name dag-file [DIR dir] [NOOP] [DONE]` (a nested DAG run as one node). */
    subdag_statement: ($) =>
      seq(
        kw('SUBDAG'),
        optional(kw('EXTERNAL')),
        optional(seq(field('name', $.node_name), optional(seq(field('dag', $.path), repeat($._node_option))))),
      ),

    _node_option: ($) => choice($.dir_option, $.noop, $.done, $.unexpected),

    /** `DIR dir`: the directory the node is submitted (or a splice read) from. */
    dir_option: ($) => prec.right(seq(kw('DIR'), optional(field('directory', $.path)))),
    noop: (_) => kw('NOOP'),
    done: (_) => kw('DONE'),

    /**
     * An inline submit description: the opener (`{...` or `@=TAG`), what else the opening line
     * holds (DAGMan drops it), the raw body lines and the closing `}` or `@TAG`.
     */
    inline_description: ($) =>
      seq(
        field('open', $.description_open),
        optional(field('ignored', $.ignored_text)),
        optional(seq($._description_newline, optional(field('body', $.description_body)), field('close', $.description_close))),
      ),

    ignored_text: (_) => /[^ \t\r\n][^\n]*/,

    /** `SPLICE name dag-file [DIR dir]`: another DAG's nodes join this one as `name+node`. */
    splice_statement: ($) =>
      seq(
        kw('SPLICE'),
        optional(
          seq(field('name', $.splice_name), optional(seq(field('dag', $.path), repeat(choice($.dir_option, $.unexpected))))),
        ),
      ),

    /** `SUBMIT-DESCRIPTION name {` ... `}`: a submit description nodes name instead of a file. */
    submit_description_statement: ($) =>
      seq(
        kw('SUBMIT_DESCRIPTION'),
        optional(
          seq(
            field('name', $.description_name),
            optional(choice(seq($.inline_description, repeat(alias($._word, $.ignored))), repeat1($.unexpected))),
          ),
        ),
      ),

    // ------------------------------------------------------------------ dependencies
    /** `[WEAK] PARENT p1 p2 ... CHILD c1 c2 ...` (a splice name stands for its entry or exit nodes). */
    dependency_statement: ($) =>
      seq(
        choice(seq(field('weak', kw('WEAK')), optional(kw('PARENT'))), kw('PARENT')),
        repeat(field('parent', $.node_name)),
        optional(seq(kw('CHILD'), repeat(choice(field('child', $.node_name), kw('CHILD'))))),
      ),

    /** `CONNECT splice1 splice2`: joins the pins of two splices. */
    connect_statement: ($) => seq(kw('CONNECT'), chain($.splice_name, $.splice_name, repeat($.unexpected))),
    /** `PIN_IN node n` / `PIN_OUT node n`: a splice's numbered entry or exit. */
    pin_in_statement: ($) => seq(kw('PIN_IN'), optional($._node_number)),
    pin_out_statement: ($) => seq(kw('PIN_OUT'), optional($._node_number)),

    _node_number: ($) => chain(field('node', $.node_name), field('value', $.number), repeat($.unexpected)),

    // ------------------------------------------------------------------ node behaviour
    /** `SCRIPT [DEFER status time] [DEBUG file STDOUT|STDERR|ALL] PRE|POST|HOLD node command...` */
    script_statement: ($) =>
      seq(
        kw('SCRIPT'),
        repeat(choice($.defer_option, $.debug_option)),
        optional(
          choice(
            chain(field('type', $.script_type), field('node', $.node_name), field('command', $.script_command)),
            seq($.unexpected, repeat($.unexpected)),
          ),
        ),
      ),

    script_type: (_) => token(prec(1, choice(ci('PRE'), ci('POST'), ci('HOLD')))),

    defer_option: ($) =>
      prec.right(seq(kw('DEFER'), optional(seq(field('status', $.number), optional(field('time', $.number)))))),

    debug_option: ($) =>
      prec.right(seq(kw('DEBUG'), optional(seq(field('file', $.path), optional(field('stream', $.debug_stream)))))),

    debug_stream: ($) => $._word,

    /** The script and its arguments: the rest of the line, run without a shell. */
    script_command: ($) => repeat1($._text),

    /** `PRE_SKIP node exit-code`: a PRE script exiting with it skips the node (counted a success). */
    pre_skip_statement: ($) => seq(kw('PRE_SKIP'), optional($._node_number)),

    /** `RETRY node count [UNLESS-EXIT code]` */
    retry_statement: ($) =>
      seq(
        kw('RETRY'),
        optional(chain(field('node', $.node_name), field('count', $.number), repeat(choice($.unless_exit, $.unexpected)))),
      ),

    unless_exit: ($) => prec.right(seq(kw('UNLESS_EXIT'), optional(field('code', $.number)))),

    /** `ABORT-DAG-ON node status [RETURN code]` */
    abort_dag_on_statement: ($) =>
      seq(
        kw('ABORT_DAG_ON'),
        optional(chain(field('node', $.node_name), field('status', $.number), repeat(choice($.return_option, $.unexpected)))),
      ),

    return_option: ($) => prec.right(seq(kw('RETURN'), optional(field('code', $.number)))),

    /** `VARS node [PREPEND|APPEND] name="value" ...` */
    vars_statement: ($) =>
      seq(
        kw('VARS'),
        optional(
          seq(
            field('node', $.node_name),
            // the keyword takes the blank after it: `PREPEND="x"` is a macro named PREPEND
            optional(field('placement', choice(kwBlank('PREPEND'), kwBlank('APPEND')))),
            repeat(choice($.variable_assignment, alias($._quoted_word, $.unexpected))),
          ),
        ),
      ),

    // `name=value`; also what typing leaves on the way (DagLexer rejects these, the line stays one
    // statement): a value glued to the name (`x"1"`), and a value without a name (`="1"`)
    variable_assignment: ($) =>
      choice(
        prec.right(
          seq(
            field('name', $.variable),
            optional(choice(seq('=', optional(field('value', $.value))), field('value', alias($._quoted_word, $.value)))),
          ),
        ),
        prec.right(seq('=', optional(field('value', $.value)))),
      ),

    /** A word that starts with a quote (where only a name or `=` may stand). */
    _quoted_word: (_) => token(prec(-1, QUOTED_WORD)),

    /** A macro name: up to blank space, `=` or a quote (a word wins where a value may stand). */
    variable: (_) => token(prec(-1, /([^ \t\r\n="'\\]|\\+[^ \t\r\n="'\\])+|\\+/)),

    value: ($) => $._word,

    /** `PRIORITY node value` */
    priority_statement: ($) => seq(kw('PRIORITY'), optional($._node_number)),

    /** `TOLERANCE node value[%] [FAIL-FAST|WAIT]` */
    tolerance_statement: ($) =>
      seq(
        kw('TOLERANCE'),
        optional(chain(field('node', $.node_name), field('value', $.number), repeat(choice(kw('FAIL_FAST'), kw('WAIT'), $.unexpected)))),
      ),

    /** `DONE node`: the node counts as finished and never runs. */
    done_statement: ($) => seq(kw('DONE'), optional(chain(field('node', $.node_name), repeat($.unexpected)))),

    /** `CATEGORY node category` */
    category_statement: ($) =>
      seq(kw('CATEGORY'), optional(chain(field('node', $.node_name), field('category', $.category_name), repeat($.unexpected)))),

    /** `MAXJOBS category limit` */
    maxjobs_statement: ($) =>
      seq(kw('MAXJOBS'), optional(chain(field('category', $.category_name), field('value', $.number), repeat($.unexpected)))),

    /** `SAVE_POINT_FILE node [file]` */
    save_point_file_statement: ($) =>
      seq(kw('SAVE_POINT_FILE'), optional(chain(field('node', $.node_name), field('file', $.path), repeat($.unexpected)))),

    // ------------------------------------------------------------------ the DAG as a whole
    /** `INCLUDE file`: the file's commands are read as if they were written here. */
    include_statement: ($) => seq(kw('INCLUDE'), optional($._file_argument)),
    /** `CONFIG file`: condor_dagman's own configuration (read by condor_submit_dag). */
    config_statement: ($) => seq(kw('CONFIG'), optional($._file_argument)),
    /** `JOBSTATE_LOG file` */
    jobstate_log_statement: ($) => seq(kw('JOBSTATE_LOG'), optional($._file_argument)),

    _file_argument: ($) => seq(field('file', $.path), repeat($.unexpected)),

    /** `DOT file [UPDATE|DONT-UPDATE] [OVERWRITE|DONT-OVERWRITE] [INCLUDE header]` */
    dot_statement: ($) =>
      seq(
        kw('DOT'),
        optional(
          seq(
            field('file', $.path),
            repeat(choice(kw('UPDATE'), kw('DONT_UPDATE'), kw('OVERWRITE'), kw('DONT_OVERWRITE'), $.dot_include, $.unexpected)),
          ),
        ),
      ),

    dot_include: ($) => prec.right(seq(kw('INCLUDE'), optional(field('file', $.path)))),

    /** `NODE_STATUS_FILE file [min-update-seconds] [ALWAYS-UPDATE]` */
    node_status_file_statement: ($) =>
      seq(kw('NODE_STATUS_FILE'), optional(seq(field('file', $.path), repeat(choice(kw('ALWAYS_UPDATE'), $.number))))),

    /** `SET_JOB_ATTR name = value`: an attribute of the DAGMan job itself. */
    set_job_attr_statement: ($) => seq(kw('SET_JOB_ATTR'), optional(field('attribute', $.argument_text))),

    /** `ENV SET name=value;...` or `ENV GET name ...`: the DAGMan job's environment. */
    env_statement: ($) =>
      seq(
        kw('ENV'),
        optional(
          choice(
            seq(field('action', choice(kw('SET'), kw('GET'))), optional(field('variables', $.argument_text))),
            seq($.unexpected, optional($.argument_text)),
          ),
        ),
      ),

    /** `REJECT`: condor_dagman refuses to run the DAG (written into rescue DAGs of broken DAGs). */
    reject_statement: ($) => seq(kw('REJECT'), repeat($.unexpected)),

    /** A line whose first word is no DAG command. */
    unknown_statement: ($) => seq(field('keyword', alias($._word, $.unknown_command)), repeat($.unexpected)),

    // ------------------------------------------------------------------ words
    node_name: ($) => $._word,
    splice_name: ($) => $._word,
    description_name: ($) => $._word,
    category_name: ($) => $._word,
    path: ($) => $._word,
    number: ($) => $._word,
    unexpected: ($) => $._word,

    argument_text: ($) => repeat1($._text),

    _text: (_) => TEXT_CHUNK,
    _word: ($) => choice($._closed_word, $._unclosed_word),
    _closed_word: (_) => WORD,
    _unclosed_word: (_) => UNCLOSED_WORD,
  },
});
