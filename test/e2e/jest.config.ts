import path from 'node:path';
import type { Config } from 'jest';

// Real-browser tests: Debian's Chromium driven by playwright-core against the built site served by the
// real server on a fresh PGlite database (global setup starts it).
const config: Config = {
  rootDir: path.resolve(__dirname, '../..'),
  displayName: 'e2e',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/test/e2e/**/*.e2e.ts'],
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' } },
    ],
  },
  // marked (the content's Markdown, read by the Info Center test) ships as an ES module only.
  transformIgnorePatterns: ['/node_modules/(?!(marked)/)'],
  globalSetup: '<rootDir>/test/e2e/support/global-setup.ts',
  globalTeardown: '<rootDir>/test/e2e/support/global-teardown.ts',
  testTimeout: 60_000,
  maxWorkers: 2,
  // The last lines of a failing run name each failed test, its file and why (as `npm test`).
  reporters: ['default', '<rootDir>/test/support/failure-summary-reporter.mjs'],
};

export default config;
