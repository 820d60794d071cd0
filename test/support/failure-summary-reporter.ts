// A jest reporter registered after the default one (test/jest.config.ts): when a run fails, its very last lines
// name each failed test, its file and why (failure-summary.ts).
import type { AggregatedResult } from '@jest/test-result';
import type { Config } from 'jest';
import { failureSummary } from './failure-summary';

export default class FailureSummaryReporter {
  private readonly rootDir: string;

  constructor(globalConfig: { rootDir: Config['rootDir'] }) {
    this.rootDir = globalConfig.rootDir ?? process.cwd();
  }

  onRunComplete(_contexts: unknown, results: AggregatedResult): void {
    const lines = failureSummary(results, this.rootDir);
    if (lines.length === 0) return;
    // Jest always runs its summary reporter ("Tests: 1 failed, ...") after every configured one: write once
    // the reporters are done. stderr, as jest's own report, so both stay in order in a log that takes both.
    setImmediate(() => process.stderr.write(`\n${lines.join('\n')}\n`));
  }
}
