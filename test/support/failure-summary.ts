// The last lines of a failing `npm test`: which tests failed, in which file, and the first lines of why; and
// which test files could not run at all (an import error, a hook that threw, a worker that crashed). Jest's own
// report says all this too, but hundreds of lines further up; this is what a reader of a CI log's tail needs.
import path from 'node:path';
import type { AggregatedResult, SerializableError, TestResult } from '@jest/test-result';

/** Lines of a failure message kept (before its stack), and the longest line. */
const MESSAGE_LINES = 8;
const LINE_CHARS = 240;

// eslint-disable-next-line no-control-regex -- ANSI colour codes are control characters
const ANSI = /\u001b\[[0-9;]*m/g;
const FRAME = /^\s*at /;

const clip = (line: string) => (line.length > LINE_CHARS ? `${line.slice(0, LINE_CHARS - 1)}…` : line);

/** The first frame of a stack that is in the project (not node_modules, not Node's own), relative to rootDir. */
function ownFrame(lines: string[], rootDir: string): string | null {
  for (const line of lines) {
    if (!FRAME.test(line) || line.includes('node_modules') || !line.includes(rootDir)) continue;
    return `at ${line.trim().replace(/^at /, '').split(`${rootDir}${path.sep}`).join('')}`;
  }
  return null;
}

/** A failure message's first lines (without blank lines and stack), then where it happened in our code. */
export function firstLines(message: string, rootDir: string): string[] {
  const lines = message.replace(ANSI, '').split('\n');
  const stackAt = lines.findIndex((line) => FRAME.test(line));
  const text = (stackAt === -1 ? lines : lines.slice(0, stackAt))
    .map((line) => line.trimEnd())
    // Blank lines, jest's heading and a diff's hunk markers say nothing here.
    .filter((line) => !/^(|● Test suite failed to run|@@ .* @@)$/.test(line.trim()))
    .map((line) => line.replace(/^Error: (?=expect\()/, ''));
  const kept = text.slice(0, MESSAGE_LINES).map((line) => clip(line.replace(/^\s+/, '')));
  const more = text.length - MESSAGE_LINES;
  if (more > 0) kept.push(`… (${more} more ${more === 1 ? 'line' : 'lines'} in jest's report above)`);
  const frame = stackAt === -1 ? null : ownFrame(lines.slice(stackAt), rootDir);
  return frame ? [...kept, frame] : kept;
}

function execErrorLines(error: SerializableError, rootDir: string): string[] {
  // The stack usually starts with the message: do not say it twice.
  const stack = error.stack ?? '';
  const message = error.message && !stack.includes(error.message) ? `${error.message}\n${stack}` : stack || error.message;
  const lines = firstLines(message, rootDir);
  return lines.length > 0 ? lines : ['(no message)'];
}

function fileLines(result: TestResult, rootDir: string): string[] {
  const file = path.relative(rootDir, result.testFilePath);
  const out: string[] = [];
  for (const test of result.testResults) {
    if (test.status !== 'failed') continue;
    out.push(`✕ ${test.fullName}`, `    ${file}`);
    const why = test.failureMessages.flatMap((m) => firstLines(m, rootDir)).slice(0, MESSAGE_LINES + 2);
    out.push(...why.map((line) => `      ${line}`));
  }
  // A file that could not run, or whose hooks failed outside any test.
  if (result.testExecError) {
    // With no test results the file never ran (import error, crashed worker); else a hook or a stray error broke it.
    out.push(result.testResults.length === 0 ? `✕ ${file} could not run` : `✕ ${file} failed outside its tests`);
    out.push(...execErrorLines(result.testExecError, rootDir).map((line) => `      ${line}`));
  } else if (result.failureMessage && out.length === 0 && result.numFailingTests === 0) {
    out.push(`✕ ${file} failed outside its tests`);
    out.push(...firstLines(result.failureMessage, rootDir).map((line) => `      ${line}`));
  }
  return out;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The summary's lines; none when the run succeeded. */
export function failureSummary(results: AggregatedResult, rootDir: string): string[] {
  // (Not `results.success`: jest sets it only after the reporters have run.)
  const body = results.testResults.flatMap((r) => fileLines(r, rootDir));
  if (results.runExecError) body.push('✕ the run itself failed', ...execErrorLines(results.runExecError, rootDir).map((l) => `      ${l}`));
  if (results.wasInterrupted) body.push('✕ the run was interrupted before every file had run');
  if (results.snapshot.failure) body.push('✕ snapshots failed (obsolete or not written: see the snapshot summary above)');
  if (body.length === 0) return [];
  const counts = [
    results.numFailedTests > 0 ? plural(results.numFailedTests, 'test failed', 'tests failed') : '',
    results.numRuntimeErrorTestSuites > 0 ? plural(results.numRuntimeErrorTestSuites, 'file could not run', 'files could not run') : '',
  ].filter(Boolean);
  const total = `${plural(results.numTotalTests, 'test', 'tests')} in ${plural(results.numTotalTestSuites, 'file', 'files')}`;
  const rule = '─'.repeat(20);
  return [rule, `FAILED: ${counts.join(', ') || 'the run'} (of ${total})`, ...body, rule];
}
