// The extension's import test against the server's: the shared table of lines, and the Python
// expression itself (condor_ls.python.chunks.IMPORT_LINE, run by python3) on generated texts.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { test } from 'node:test';
import { importsBindings } from '../../src/common/bindings';

const repository = path.join(__dirname, '..', '..', '..', '..');
const table = JSON.parse(fs.readFileSync(path.join(repository, 'tests', 'fixtures', 'python', 'import-lines.json'), 'utf8')) as {
  cases: { text: string; imports: boolean }[];
};
const chunks = path.join(repository, 'server', 'condor_ls', 'python', 'chunks.py');
const python = process.env.CONDOR_LS_PYTHON ?? 'python3';

/** The server's answers for `texts`, from its own module (loaded by path: only the stdlib is needed). */
function serverAnswers(texts: string[]): boolean[] | string {
  const program = [
    'import importlib.util, json, sys',
    'spec = importlib.util.spec_from_file_location("condor_ls_chunks", sys.argv[1])',
    'module = importlib.util.module_from_spec(spec)',
    'sys.modules[spec.name] = module',
    'spec.loader.exec_module(module)',
    'texts = json.loads(sys.stdin.read())',
    'print(json.dumps([module.IMPORT_LINE.search(t) is not None for t in texts]))',
  ].join('\n');
  const result = spawnSync(python, ['-c', program, chunks], { input: JSON.stringify(texts), encoding: 'utf8', timeout: 60_000 });
  if (result.error) {
    return `${python} could not run: ${result.error.message}`;
  }
  assert.equal(result.status, 0, result.stderr);
  return JSON.parse(result.stdout) as boolean[];
}

/** A small deterministic generator (mulberry32), so a failure can be replayed. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Pieces of texts that exercise each part of the expression: keywords, module names, word and non-word neighbours (ASCII and not), comments, semicolons, line ends. */
const PIECES = [
  'import', 'from', 'import ', 'from ', ' ', '  ', '\t', 'htcondor', 'htcondor2', 'classad', 'classad2', 'htcondor3', 'os', 'x',
  '2', '_', '.', ',', ' as ', '(', '#', ';', '\n', '\r\n', '\r', '"', "'", 'é', '²', 'α', '\u0301', '→', '\u00a0', '\u2028', '一', '٣',
];

/** How generated texts begin: mostly like an import statement, so both answers are common. */
const STARTS = ['import ', 'from ', '    import ', 'import\t', 'x = 1\nimport ', '\tfrom ', 'import os, ', '# ', ''];

function generated(count: number, seed: number): string[] {
  const next = random(seed);
  const pick = (list: readonly string[]) => list[Math.floor(next() * list.length)];
  const texts: string[] = [];
  for (let i = 0; i < count; i++) {
    const length = Math.floor(next() * 6);
    let text = pick(STARTS) + pick(['htcondor', 'htcondor2', 'classad', 'classad2', '']);
    for (let j = 0; j < length; j++) {
      text += pick(PIECES);
    }
    texts.push(text);
  }
  return texts;
}

test('the shared table: the extension answers as the server does on every line', () => {
  assert.ok(table.cases.length >= 40);
  for (const { text, imports } of table.cases) {
    assert.equal(importsBindings(text), imports, JSON.stringify(text));
  }
});

test('the server module agrees with the shared table and with the extension on generated texts', (t) => {
  if (!fs.existsSync(chunks)) {
    t.skip(`${chunks} is not in this checkout`);
    return;
  }
  const texts = [...table.cases.map((c) => c.text), ...generated(4000, 15)];
  const answers = serverAnswers(texts);
  if (typeof answers === 'string') {
    t.skip(answers);
    return;
  }
  table.cases.forEach((c, i) => assert.equal(answers[i], c.imports, `the server's IMPORT_LINE on ${JSON.stringify(c.text)}`));
  const disagreements = texts.filter((text, i) => importsBindings(text) !== answers[i]);
  assert.deepEqual(disagreements.slice(0, 5), [], `${disagreements.length} generated texts where the two tests differ`);
  const matched = answers.filter(Boolean).length;
  assert.ok(matched > 100 && matched < texts.length - 100, `the generated texts should hit both answers (${matched} of ${texts.length} import)`);
});
