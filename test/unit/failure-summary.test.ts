// The last lines of a failing test run (test/support/failure-summary.ts): each failed test's full name, file
// and first lines of why, and each file that could not run; nothing at all when the run passed.
import { addResult, buildFailureTestResult, createEmptyTestResult, makeEmptyAggregatedTestResult } from '@jest/test-result';
import type { AggregatedResult, AssertionResult, TestResult } from '@jest/test-result';
import { failureSummary } from '../support/failure-summary';

const ROOT = '/repo';

function assertion(fullName: string, status: AssertionResult['status'], failureMessages: string[] = []): AssertionResult {
  return { ancestorTitles: [], failureDetails: [], failureMessages, fullName, numPassingAsserts: 0, status, title: fullName };
}

function fileResult(file: string, tests: AssertionResult[]): TestResult {
  const failing = tests.filter((t) => t.status === 'failed').length;
  return { ...createEmptyTestResult(), testFilePath: `${ROOT}/${file}`, testResults: tests, numFailingTests: failing, numPassingTests: tests.length - failing };
}

function run(...files: TestResult[]): AggregatedResult {
  const results = makeEmptyAggregatedTestResult();
  for (const file of files) addResult(results, file);
  results.numTotalTestSuites = files.length;
  return results;
}

const EQUALITY = [
  '\u001b[2mexpect(\u001b[22m\u001b[31mreceived\u001b[39m\u001b[2m).\u001b[22mtoBe\u001b[2m(\u001b[22m\u001b[32mexpected\u001b[39m\u001b[2m)\u001b[22m',
  '',
  'Expected: \u001b[32m503\u001b[39m',
  'Received: \u001b[31m200\u001b[39m',
  '    at Object.toBe (/repo/node_modules/expect/build/index.js:10:5)',
  '    at Object.<anonymous> (/repo/test/server/page-cache.test.ts:109:32)',
].join('\n');

describe('failure summary', () => {
  it('says nothing when every test passed', () => {
    expect(failureSummary(run(fileResult('test/unit/a.test.ts', [assertion('a works', 'passed')])), ROOT)).toEqual([]);
  });

  it('names each failed test, its file, the first lines of why (no colours) and where in the test', () => {
    const lines = failureSummary(
      run(
        fileResult('test/unit/a.test.ts', [assertion('a works', 'passed')]),
        fileResult('test/server/page-cache.test.ts', [
          assertion('renders in flight are bounded beyond 2 rendering: 503', 'failed', [EQUALITY]),
          assertion('one render for every address', 'passed'),
        ]),
      ),
      ROOT,
    );
    expect(lines.slice(1, -1)).toEqual([
      'FAILED: 1 test failed (of 3 tests in 2 files)',
      '✕ renders in flight are bounded beyond 2 rendering: 503',
      '    test/server/page-cache.test.ts',
      '      expect(received).toBe(expected)',
      '      Expected: 503',
      '      Received: 200',
      '      at Object.<anonymous> (test/server/page-cache.test.ts:109:32)',
    ]);
    expect(lines[0]).toMatch(/^─+$/);
    expect(lines.at(-1)).toMatch(/^─+$/);
  });

  it('keeps the first lines of a long message and says how many more there are', () => {
    const long = ['Error: 20 lines', ...Array.from({ length: 19 }, (_, i) => `line ${i + 2}`)].join('\n');
    const lines = failureSummary(run(fileResult('test/unit/b.test.ts', [assertion('b', 'failed', [long])])), ROOT);
    expect(lines).toContain('      Error: 20 lines');
    expect(lines).toContain('      line 8');
    expect(lines).not.toContain('      line 9');
    expect(lines).toContain("      … (12 more lines in jest's report above)");
  });

  it('says when a file could not run at all (an import error, a crashed worker), once per file', () => {
    const broken = buildFailureTestResult(`${ROOT}/test/server/dealers.test.ts`, {
      message: "Cannot find module '../../server/dealers/old-place' from 'test/server/dealers.test.ts'",
      stack: "Error: Cannot find module '../../server/dealers/old-place' from 'test/server/dealers.test.ts'\n    at Object.<anonymous> (/repo/test/server/dealers.test.ts:4:1)",
    });
    const crashed = buildFailureTestResult(`${ROOT}/test/server/durability.test.ts`, {
      message: 'Call retries were exceeded',
      stack: 'Error: Call retries were exceeded\n    at ChildProcessWorker.initialize (/repo/node_modules/jest-worker/build/index.js:1:1)',
    });
    const lines = failureSummary(run(fileResult('test/unit/a.test.ts', [assertion('a', 'passed')]), broken, crashed), ROOT);
    expect(lines.slice(1, -1)).toEqual([
      'FAILED: 2 files could not run (of 1 test in 3 files)',
      '✕ test/server/dealers.test.ts could not run',
      "      Error: Cannot find module '../../server/dealers/old-place' from 'test/server/dealers.test.ts'",
      '      at Object.<anonymous> (test/server/dealers.test.ts:4:1)',
      '✕ test/server/durability.test.ts could not run',
      '      Error: Call retries were exceeded',
    ]);
  });

  it('says when a file failed outside its tests (a hook threw after they passed)', () => {
    const file = fileResult('test/server/limits.test.ts', [assertion('slow clients are cut off', 'passed')]);
    file.testExecError = { message: '', stack: 'Error: afterAll broke\n    at Object.<anonymous> (/repo/test/server/limits.test.ts:9:3)' };
    expect(failureSummary(run(file), ROOT).slice(2, -1)).toEqual([
      '✕ test/server/limits.test.ts failed outside its tests',
      '      Error: afterAll broke',
      '      at Object.<anonymous> (test/server/limits.test.ts:9:3)',
    ]);
  });

  it('says when the run failed on snapshots without a failing test', () => {
    const results = run(fileResult('test/unit/a.test.ts', [assertion('a', 'passed')]));
    results.snapshot.failure = true;
    expect(failureSummary(results, ROOT).slice(2, -1)).toEqual(['✕ snapshots failed (obsolete or not written: see the snapshot summary above)']);
  });
});
