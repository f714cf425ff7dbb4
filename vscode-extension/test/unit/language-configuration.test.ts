import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { test } from 'node:test';

const dir = path.join(__dirname, '..', '..', '..', 'language-configuration');
const load = (name: string) => JSON.parse(fs.readFileSync(path.join(dir, `${name}.json`), 'utf8'));

/** The word VS Code would take at `column` of `line` (its getWordAtText, simplified). */
function wordAt(pattern: string, line: string, column: number): string | undefined {
  const regex = new RegExp(pattern, 'g');
  for (const match of line.matchAll(regex)) {
    if (match.index! <= column && column <= match.index! + match[0].length && match[0]) {
      return match[0];
    }
  }
  return undefined;
}

for (const language of ['htcondor-config', 'htcondor-submit', 'htcondor-transform']) {
  test(`${language}: words keep SUBSYS.NAME and $(NAME) whole`, () => {
    const { wordPattern } = load(language);
    const line = 'SCHEDD.ALLOW_WRITE = $(ALLOW_WRITE), $(HOST:localhost) $$(Cpus) $ENV(HOME) 2.5';
    assert.equal(wordAt(wordPattern, line, 3), 'SCHEDD.ALLOW_WRITE');
    assert.equal(wordAt(wordPattern, line, 10), 'SCHEDD.ALLOW_WRITE');
    assert.equal(wordAt(wordPattern, line, 25), '$(ALLOW_WRITE)');
    assert.equal(wordAt(wordPattern, line, 40), '$(HOST:localhost)');
    assert.equal(wordAt(wordPattern, line, 55), '$$(Cpus)');
    assert.equal(wordAt(wordPattern, line, 65), '$ENV(');
    assert.equal(wordAt(wordPattern, 'START = TARGET.Memory > 2', 12), 'TARGET.Memory');
  });

  test(`${language}: folding markers for if/endif and @= blocks, # comments, quotes auto-close`, () => {
    const config = load(language);
    const start = new RegExp(config.folding.markers.start);
    const end = new RegExp(config.folding.markers.end);
    for (const line of ['if defined X', '  IF version > 9', ':if true', 'START @=policy', 'JOB_TRANSFORM_A @=end']) {
      assert.ok(start.test(line), line);
    }
    for (const line of ['endif', '  ENDIF trailing', ':endif', '@policy', '@end']) {
      assert.ok(end.test(line), line);
    }
    for (const line of ['ifx = 3', 'IF_NAME = 1', '# if', 'X = $(Y)', '# NAME @=tag']) {
      assert.ok(!start.test(line), line);
    }
    assert.equal(config.comments.lineComment, '#');
    assert.deepEqual(config.autoClosingPairs.map((p: { open: string }) => p.open), ['(', '[', '{', '"', "'"]);
    const increase = new RegExp(config.indentationRules.increaseIndentPattern);
    const decrease = new RegExp(config.indentationRules.decreaseIndentPattern);
    assert.ok(increase.test('if defined X') && increase.test('else') && !increase.test('ifdef = 1'));
    assert.ok(decrease.test('  endif') && decrease.test('elif true') && !decrease.test('END = 1'));
  });
}

test('classad: // and /* */ comments, words stop at dots', () => {
  const config = load('classad');
  assert.deepEqual(config.comments, { lineComment: '//', blockComment: ['/*', '*/'] });
  assert.equal(wordAt(config.wordPattern, 'TARGET.Memory >= 1024', 9), 'Memory');
  assert.equal(wordAt(config.wordPattern, "'odd name' = 1", 3), "'odd name'");
});

test('htcondor-dag: # comments, folds of inline descriptions, words are DAG names', () => {
  const config = load('htcondor-dag');
  assert.equal(config.comments.lineComment, '#');
  const start = new RegExp(config.folding.markers.start);
  const end = new RegExp(config.folding.markers.end);
  for (const line of ['JOB A {', 'job A {', 'FINAL F @=END', 'SUBMIT-DESCRIPTION d {', 'submit_description d @=x']) {
    assert.ok(start.test(line), line);
  }
  for (const line of ['JOB A a.sub', 'PARENT A CHILD B', '# JOB A {', 'JOBS A {']) {
    assert.ok(!start.test(line), line);
  }
  for (const line of ['}', '} DIR work', '@END', '  @x']) {
    assert.ok(end.test(line), line);
  }
  assert.ok(!end.test('@=END'));
  assert.equal(wordAt(config.wordPattern, 'PARENT step-1.a CHILD B', 9), 'step-1.a');
  assert.equal(wordAt(config.wordPattern, 'SCRIPT PRE A pre.sh $JOB', 21), '$JOB');
  assert.equal(wordAt(config.wordPattern, 'VARS A seed="7"', 8), 'seed');
});
